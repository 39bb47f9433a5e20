import { type ProjectStatus, scoringAvailable } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { projectProducts } from '../../db/schema/index.js';
import { ProjectRef } from '../projects/index.js';
import { scoredProductsWhere } from './scoring-rows.js';

builder.objectFields(ProjectRef, (t) => ({
  // Loaded for every project of a page at once, with a statement only when some of them is AWAITING.
  scoringAvailable: t.loadable({
    type: 'Boolean',
    authScopes: access('SIGNED_IN'),
    description:
      'Spec 2 §2, §4: the viewer may open the scoring page (READ_SCORING) and scoring is available (SCORING, ' +
      'COMPLETED, or AWAITING once an accepted product has submitted).',
    load: async (projects: Array<{ id: string; status: ProjectStatus }>, context) => {
      if (!signedInViewer(context).privileges.has('READ_SCORING')) return projects.map(() => false);
      const awaiting = projects.filter((project) => project.status === 'AWAITING').map((project) => project.id);
      const submitted =
        awaiting.length === 0
          ? []
          : await context.app.db
              .selectDistinct({ projectId: projectProducts.projectId })
              .from(projectProducts)
              .where(scoredProductsWhere(awaiting));
      const someSubmitted = new Set(submitted.map((row) => row.projectId));
      return projects.map((project) =>
        scoringAvailable({ status: project.status, someSubmitted: someSubmitted.has(project.id) }),
      );
    },
    resolve: (project) => project,
  }),
}));
