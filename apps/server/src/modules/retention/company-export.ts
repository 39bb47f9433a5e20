import type { Readable } from 'node:stream';
import { ERROR_CODES, exportOpenUntil, TERMINATION_TEXTS } from '@shortlist/domain';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, viewerActor } from '../../core/audit/index.js';
import { AppError, forbidden } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { answers, auditEntries, files, projectProducts, projects } from '../../db/schema/index.js';
import { type ZipEntry, zipArchive } from '../../platform/zip/index.js';
import { auditCsvLines } from '../audit/index.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'file';

/** Only a terminated company's administrators (MANAGE_USERS), within the export days after the termination. */
function assertMayExport(viewer: Viewer, now: Date): Date {
  const terminatedAt = viewer.company.terminatedAt;
  if (!terminatedAt || viewer.actingOnBehalf || !viewer.privileges.has('MANAGE_USERS')) throw forbidden();
  if (now > exportOpenUntil(terminatedAt))
    throw new AppError(403, ERROR_CODES.forbidden, TERMINATION_TEXTS.exportEnded);
  return terminatedAt;
}

/**
 * Issue 38: a terminated company's data as one ZIP: projects.json (its projects), answers.json (the answers given to
 * them), files/ (every file the company uploaded, its stored bytes) and audit-trail.csv (its trail, the CSV the audit
 * trail's export writes). The export is recorded as `company.exported` in the company's trail.
 */
export async function companyExport(app: AppContext, viewer: Viewer, now: Date) {
  assertMayExport(viewer, now);
  const companyId = viewer.company.id;
  const projectRows = await app.db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.kind, 'PROJECT')))
    .orderBy(projects.createdAt);
  const answerRows = await app.db
    .select({ ...getTableColumns(answers), projectId: projectProducts.projectId, product: projectProducts.productName })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .where(eq(projects.companyId, companyId));
  const fileRows = await app.db.select().from(files).where(eq(files.companyId, companyId)).orderBy(files.createdAt);
  const entries: ZipEntry[] = [
    { name: 'projects.json', data: json(projectRows) },
    { name: 'answers.json', data: json(answerRows) },
  ];
  for (const file of fileRows) {
    entries.push({
      name: `files/${file.id}-${safeName(file.filename)}`,
      data: await bytesOf(app.storage.read(file.storageKey)),
    });
  }
  let csv = '';
  for await (const lines of auditCsvLines(app.db, eq(auditEntries.companyId, companyId))) csv += lines;
  entries.push({ name: 'audit-trail.csv', data: Buffer.from(csv) });
  await recordAudit(app.db, viewerActor(viewer), {
    kind: 'company.exported',
    target: { type: 'company', id: companyId, label: viewer.company.name },
    after: { projects: projectRows.length, answers: answerRows.length, files: fileRows.length },
  });
  const day = now.toISOString().slice(0, 10);
  return { filename: `shortlist-export-${safeName(viewer.company.name)}-${day}.zip`, bytes: zipArchive(entries) };
}
