import { AUDIT_CSV_COLUMNS } from '@shortlist/domain';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditEntries, companies } from '../../db/schema/index.js';
import { jsonText } from './audit-change.js';
import { type AuditEntryView, selectEntries, toView } from './audit-queries.js';
import type { AuditFilter, AuditReader } from './audit-scope.js';

/** Rows read per statement while the export streams: a long trail never sits in memory at once. */
export const CSV_BATCH = 500;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled), and a cell a spreadsheet would
 * read as a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: ReadonlyArray<string | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

function entryLine(entry: AuditEntryView): string {
  return csvLine([
    entry.createdAt,
    entry.actorEmail,
    entry.onBehalf ? (entry.actorCompanyName ?? 'another company') : '',
    entry.companyName,
    entry.kindLabel,
    entry.projectName,
    entry.targetLabel ?? entry.targetId,
    jsonText(entry.before),
    jsonText(entry.after),
    entry.address,
  ]);
}

/** The export's lines: the header (after a byte order mark, for spreadsheets), then the entries newest first. */
export async function* auditCsvLines(db: Database, where: SQL | undefined): AsyncGenerator<string> {
  yield `\ufeff${csvLine(AUDIT_CSV_COLUMNS)}`;
  let before: number | null = null;
  for (;;) {
    const rows = await selectEntries(db, and(where, before === null ? undefined : lt(auditEntries.seq, before))).limit(
      CSV_BATCH,
    );
    if (rows.length > 0) yield rows.map((row) => entryLine(toView(row))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    before = last.seq;
  }
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'trail';

/** `audit-trail-<company or project>-<date>.csv`; a platform administrator's whole trail is `all-companies`. */
export async function auditCsvName(db: Database, reader: AuditReader, filter: AuditFilter, now = new Date()) {
  let name = 'all-companies';
  if (reader.kind !== 'platform') name = reader.name;
  else if (filter.companyId) {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, filter.companyId));
    name = company?.name ?? 'company';
  }
  return `audit-trail-${slug(name)}-${now.toISOString().slice(0, 10)}.csv`;
}
