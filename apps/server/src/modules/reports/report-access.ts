import { CONFLICT_MESSAGES, REPORT_MESSAGES } from '@shortlist/domain';
import { and, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { badInput, notFound } from '../../core/errors.js';
import { conflictsClear, isBuySideUser, ownsProject, seesAliases } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { branchMembers, projectProducts, projects, reports } from '../../db/schema/index.js';
import { reportStorageKey } from './report-storage.js';

/**
 * The products of a report: at least one, each an accepted product of the project with its answers submitted, that
 * the requester may read (issue 37: clear of their conflicts of interest).
 */
export async function reportProducts(db: Database, viewer: Viewer, projectId: string, productIds: readonly string[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) throw badInput(REPORT_MESSAGES.noProduct, { productIds: REPORT_MESSAGES.noProduct });
  if (!ids.every(isUuid)) throw notFound('Product');
  const rows = await db
    .select({
      participation: projectProducts.participationStatus,
      submittedAt: projectProducts.answersSubmittedAt,
      clear: conflictsClear(viewer.user.id),
    })
    .from(projectProducts)
    .where(and(eq(projectProducts.projectId, projectId), inArray(projectProducts.id, ids)));
  if (rows.length !== ids.length) throw notFound('Product');
  if (rows.some((row) => row.participation !== 'ACCEPTED' || !row.submittedAt)) {
    throw badInput(REPORT_MESSAGES.productNotReady, { productIds: REPORT_MESSAGES.productNotReady });
  }
  if (rows.some((row) => !row.clear)) throw badInput(CONFLICT_MESSAGES.hidden);
  return ids;
}

export type ReportRow = typeof reports.$inferSelect;

/** A report with its stored file once it has one. */
export interface ReadableReport {
  report: ReportRow;
  file: { filename: string; mimetype: string; size: number; storageKey: string } | null;
}

/**
 * A report the viewer could have asked for, in one statement: of the viewer's company, on a project not deleted,
 * read by the buy side with READ_SCORING (or as a project owner) and, when it holds a branch's ratings, by a member
 * of that branch; a client tables report by MANAGE_PROJECT_STATE or an owner; a procedure report by an owner only.
 * Anything else answers as not found.
 */
export async function findReadableReport(db: Database, viewer: Viewer, reportId: string): Promise<ReadableReport> {
  if (!isUuid(reportId) || !isBuySideUser(viewer)) throw notFound('Report');
  const member = db
    .select({ one: sql`1` })
    .from(branchMembers)
    .where(and(eq(branchMembers.branchId, reports.branchId), eq(branchMembers.userId, viewer.user.id)));
  const owner = ownsProject(db, viewer);
  const reader = viewer.privileges.has('READ_SCORING') ? sql`true` : owner;
  const manager = viewer.privileges.has('MANAGE_PROJECT_STATE') ? sql`true` : owner;
  // Issue 37: a report is read only while it holds no supplier hidden from the viewer (conflicts of interest).
  const noHiddenProduct = sql`not exists (select 1 from ${projectProducts}
    where ${projectProducts.id}::text in (select jsonb_array_elements_text(${reports.options} -> 'productIds'))
      and not ${conflictsClear(viewer.user.id)})`;
  const [row] = await db
    .select({ report: reports, status: projects.status, settings: projects.settings, isProjectOwner: owner })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(
      and(
        eq(reports.id, reportId),
        eq(reports.companyId, viewer.company.id),
        ne(projects.status, 'DELETED'),
        or(
          and(
            eq(reports.kind, 'PROJECT'),
            reader,
            or(sql`${reports.branchId} is null`, exists(member)),
            noHiddenProduct,
          ),
          and(eq(reports.kind, 'CLIENT_TABLES'), manager),
          // Issue 38: the procedure report stays with the project's owners.
          and(eq(reports.kind, 'PROCEDURE'), owner),
        ),
      ),
    );
  if (!row) throw notFound('Report');
  // Issue 37 blind scoring: a report with the real names stays with those who read them.
  if (row.report.kind === 'PROJECT' && !row.report.options.blind && seesAliases(viewer, row, row.isProjectOwner)) {
    throw notFound('Report');
  }
  return { report: row.report, file: storedFile(row.report) };
}

/** The report's file once the job stored it. */
function storedFile(report: ReportRow): ReadableReport['file'] {
  const { fileName, mimetype, size } = report;
  if (!fileName || !mimetype || size === null) return null;
  return { filename: fileName, mimetype, size, storageKey: reportStorageKey(report) };
}
