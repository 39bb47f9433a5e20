import type { ParticipationStatus } from '@shortlist/domain';
import { and, count, eq, notInArray } from 'drizzle-orm';
import { projectProducts } from '../../db/schema/index.js';
import { registerDashboardSource } from '../projects/project-dashboard.js';
import { registerProjectIssueCheck } from '../projects/project-issues.js';

/** Suppliers that do not count as invited: blocked ones and those that declined. */
const NOT_INVITED: ParticipationStatus[] = ['BLOCKED', 'DECLINED'];

/** Spec 2 §8 'At least one supplier must be invited', toward publishing (one statement, none toward review). */
registerProjectIssueCheck(async (app, project, target) => {
  if (target !== 'PUBLISHED') return [];
  const [row] = await app.db
    .select({ total: count() })
    .from(projectProducts)
    .where(
      and(eq(projectProducts.projectId, project.id), notInArray(projectProducts.participationStatus, NOT_INVITED)),
    );
  return row?.total ? [] : [{ messageId: 'NO_SUPPLIERS', count: 1 }];
});

/** Spec 2 §9 PUBLISHED: the supplier participation list, the project's suppliers counted per status. */
registerDashboardSource('participation', async (app, project) => {
  const rows = await app.db
    .select({ status: projectProducts.participationStatus, count: count() })
    .from(projectProducts)
    .where(eq(projectProducts.projectId, project.id))
    .groupBy(projectProducts.participationStatus);
  return rows;
});
