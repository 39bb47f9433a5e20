import type { ProjectIssue } from '@shortlist/domain';
import { count, eq, notInArray, sql } from 'drizzle-orm';
import type { DashboardFigures, ProjectIssueCheck } from '../../core/extensions/index.js';
import { projectProducts } from '../../db/schema/index.js';
import { lacksProjectServiceTypes, NOT_TAKING_PART } from './service-type-issues.js';

/**
 * Spec 2 §8 the suppliers' part of the issue check, toward publishing only, in one statement: 'At least one supplier
 * must be invited' (a supplier neither blocked nor declined) and 'Suppliers without required service types'. Not
 * toward review: a Draft project has no Suppliers tab to fix them on (spec 2 §2 route table).
 */
export const supplierIssueCheck: ProjectIssueCheck = async ({ app, project, target }) => {
  if (target !== 'PUBLISHED') return [];
  const [row] = await app.db
    .select({
      takingPart:
        sql<number>`count(*) filter (where ${notInArray(projectProducts.participationStatus, NOT_TAKING_PART)})`.mapWith(
          Number,
        ),
      lackingServiceTypes: sql<number>`count(*) filter (where ${lacksProjectServiceTypes})`.mapWith(Number),
    })
    .from(projectProducts)
    .where(eq(projectProducts.projectId, project.id));
  const issues: ProjectIssue[] = [
    { messageId: 'SUPPLIERS_WITHOUT_SERVICE_TYPES', count: row?.lackingServiceTypes ?? 0 },
  ];
  if (!row?.takingPart) issues.push({ messageId: 'NO_SUPPLIERS', count: 1 });
  return issues;
};

/** Spec 2 §9 PUBLISHED: the supplier participation list, the project's suppliers counted per status. */
export const participationFigures: DashboardFigures<'participation'> = async ({ app, project }) => {
  const rows = await app.db
    .select({ status: projectProducts.participationStatus, count: count() })
    .from(projectProducts)
    .where(eq(projectProducts.projectId, project.id))
    .groupBy(projectProducts.participationStatus);
  return rows;
};
