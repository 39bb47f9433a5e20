import {
  type AuditKind,
  auditKindLabel,
  DEADLINE_FIELDS,
  DEADLINE_KINDS,
  deadlineKindLabel,
  formatDateTime,
} from '@shortlist/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { auditEntries, type projects } from '../../../../db/schema/index.js';

/** A line of the timeline: when, what, who (empty for the project's own dates). */
export interface TimelineEntry {
  at: Date;
  what: string;
  who: string;
}

/** The audit entries the procedure report reads: the timeline's decisions and the suppliers' blocks and exclusions. */
export const PROCEDURE_AUDIT_KINDS: readonly AuditKind[] = [
  'project.status_changed',
  'project.deadlines_changed',
  'winners.selected',
  'answers.unseal_approved',
  'answers.unsealed',
  'supplier.blocked',
  'supplier.excluded',
];

/** The kinds that make a line of the timeline. */
const TIMELINE_KINDS = new Set<string>([
  'project.status_changed',
  'project.deadlines_changed',
  'winners.selected',
  'answers.unseal_approved',
  'answers.unsealed',
]);

export type AuditRow = typeof auditEntries.$inferSelect;

/** The project's audit entries of PROCEDURE_AUDIT_KINDS, oldest first. One statement. */
export function procedureAuditRows(db: Database, projectId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.projectId, projectId), inArray(auditEntries.kind, [...PROCEDURE_AUDIT_KINDS])))
    .orderBy(asc(auditEntries.seq));
}

/** A recorded value as plain text: a date as the app shows dates, an object as its fields. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const date = /^\d{4}-\d{2}-\d{2}T/u.test(value) ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? formatDateTime(date) : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, field]) => `${key}: ${valueText(field)}`)
    .join('; ');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A change as text: each field's "before to after" when both are records, else the two values. */
function changeText(before: unknown, after: unknown): string {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .map((key) => `${key}: ${valueText(before[key]) || 'none'} to ${valueText(after[key]) || 'none'}`)
      .join('; ');
  }
  const [was, now] = [valueText(before), valueText(after)];
  return was && now ? `${was} to ${now}` : now;
}

/** What an entry records: its kind's label, its target, and its before and after when it has them. */
export function auditWhat(row: AuditRow): string {
  const target = row.targetLabel ? ` (${row.targetLabel})` : '';
  const change = changeText(row.before, row.after);
  return `${auditKindLabel(row.kind)}${target}${change ? `: ${change}` : ''}`;
}

type ProjectDates = Pick<typeof projects.$inferSelect, 'type' | 'createdAt' | 'answersUnsealedAt'> &
  Record<(typeof DEADLINE_FIELDS)[keyof typeof DEADLINE_FIELDS], Date | null>;

/**
 * The timeline: the project's own dates (created, its deadlines, the products' own extended deadlines, the early
 * opening) merged with the audit entries of its decisions, in time order.
 */
export function procedureTimeline(
  project: ProjectDates,
  extended: Array<{ supplier: string; deadline: Date }>,
  audit: readonly AuditRow[],
): TimelineEntry[] {
  const own: TimelineEntry[] = [
    { at: project.createdAt, what: 'Project created', who: '' },
    ...DEADLINE_KINDS.flatMap((kind) => {
      const at = project[DEADLINE_FIELDS[kind]];
      return at ? [{ at, what: deadlineKindLabel(kind, project.type), who: '' }] : [];
    }),
    ...extended.map(({ supplier, deadline }) => ({
      at: deadline,
      what: `Extended answers deadline: ${supplier}`,
      who: '',
    })),
    ...(project.answersUnsealedAt ? [{ at: project.answersUnsealedAt, what: 'Answers opened', who: '' }] : []),
  ];
  const decisions = audit
    .filter((row) => TIMELINE_KINDS.has(row.kind))
    .map((row) => ({ at: new Date(row.createdAt), what: auditWhat(row), who: row.actorEmail ?? '' }));
  return [...own, ...decisions].sort((a, b) => a.at.getTime() - b.at.getTime());
}
