import type { ParticipationStatus } from '@shortlist/domain';
import { and, count, inArray, ne } from 'drizzle-orm';
import { access, builder } from '../../core/graphql/index.js';
import { projectProducts } from '../../db/schema/index.js';
import { ProjectRef } from '../projects/index.js';

const BLOCKED: ParticipationStatus = 'BLOCKED';

builder.objectFields(ProjectRef, (t) => ({
  // Loaded for every project of a page at once (issue 12: no N+1).
  supplierCount: t.loadable({
    type: 'Int',
    authScopes: access('MANAGE_PROJECT_STATE'),
    description:
      'The suppliers added to the project, blocked ones aside (spec 2 §8: Send Project Status needs at least one).',
    load: async (ids: string[], context) => {
      const rows = await context.app.db
        .select({ projectId: projectProducts.projectId, total: count() })
        .from(projectProducts)
        .where(and(inArray(projectProducts.projectId, ids), ne(projectProducts.participationStatus, BLOCKED)))
        .groupBy(projectProducts.projectId);
      const totals = new Map(rows.map((row) => [row.projectId, row.total]));
      return ids.map((id) => totals.get(id) ?? 0);
    },
    resolve: (project) => project.id,
  }),
}));
