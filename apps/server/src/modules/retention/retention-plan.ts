import { auditKindLabel, type RetentionGroup, type RetentionPeriods } from '@shortlist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { driverRows } from '../../db/driver-rows.js';
import { isoInstant } from '../../db/iso-instant.js';
import { monthsBefore } from './retention-settings.js';

/** One row a run would remove or anonymise: its id, what the administrator recognises it by, and its date. */
export interface RetentionRow {
  id: string;
  /** For accounts: 'company' or 'user'; for analytics: 'contact' or 'mail'; else the group's own kind. */
  type: string;
  label: string;
  date: string;
}

export interface RetentionGroupPlan {
  group: RetentionGroup;
  cutoff: Date;
  count: number;
  rows: RetentionRow[];
}

export type RetentionPlan = Record<RetentionGroup, RetentionGroupPlan>;

/** Rows listed per group in a dry run. */
export const PLAN_ROWS = 20;

/**
 * The statuses after which a project is over (spec 2 §4): completed (and then archived), cancelled or deleted. Its
 * end is when it last reached one: the latest status change the audit trail records for it, or (for a project
 * finished before the trail existed, or whose entries the trail's own period removed) its last update.
 */
const FINAL_STATUSES = sql`('COMPLETED', 'ARCHIVED', 'CANCELLED', 'DELETED')`;

const projectsPast = (cutoff: Date) => sql`
  select id::text as id, 'project' as type, label, at from (
    select p.id, p.name as label, coalesce(
      (select max(a.created_at) from audit_entries a
        where a.project_id = p.id and a.kind in ('project.status_changed', 'project.deleted')),
      p.updated_at) as at
    from projects p where p.kind = 'PROJECT' and p.status in ${FINAL_STATUSES}
  ) ended where at < ${cutoff.toISOString()}`;

/** A terminated company counts from its termination; a disabled user (of a company not itself due) from its last update. */
const accountsPast = (cutoff: Date) => sql`
  select c.id::text as id, 'company' as type, c.name as label, c.terminated_at as at
    from companies c where c.terminated_at < ${cutoff.toISOString()}
  union all
  select u.id::text, 'user', u.email, u.updated_at
    from users u join companies c on c.id = u.company_id
    where u.status = 'DISABLED' and u.updated_at < ${cutoff.toISOString()}
      and not coalesce(c.terminated_at < ${cutoff.toISOString()}, false)`;

/**
 * Analytics and personal telemetry in this schema: contact requests from the public site (anonymised: the person's
 * name, address, phone, company, job title and message cleared; the kind, company size and date kept) and the sent
 * mail log (each mail's address and text, deleted). Sessions expire and are purged on their own; the audit trail's
 * addresses are kept for its own period.
 */
const analyticsPast = (cutoff: Date) => sql`
  select s.id::text as id, 'contact' as type, s.email as label, s.created_at as at
    from contact_submissions s where s.created_at < ${cutoff.toISOString()} and s.email <> ''
  union all
  select m.id::text, 'mail', m."to" || ': ' || m.subject, m.created_at
    from mail_outbox m where m.created_at < ${cutoff.toISOString()}`;

const auditPast = (cutoff: Date) => sql`
  select e.seq::text as id, e.kind as type, coalesce(e.actor_email, '') as label, e.created_at as at
    from audit_entries e where e.created_at < ${cutoff.toISOString()}`;

const GROUP_QUERIES: Record<RetentionGroup, { months: keyof RetentionPeriods; query: (cutoff: Date) => SQL }> = {
  projects: { months: 'projectMonths', query: projectsPast },
  accounts: { months: 'accountMonths', query: accountsPast },
  analytics: { months: 'analyticsMonths', query: analyticsPast },
  audit: { months: 'auditMonths', query: auditPast },
};

/** The first `limit` rows of a group past its cutoff, oldest first, with the group's whole count (one statement). */
export async function rowsPast(
  db: Database,
  group: RetentionGroup,
  cutoff: Date,
  limit: number,
): Promise<{ count: number; rows: RetentionRow[] }> {
  const listed = await driverRows<RetentionRow & { total: string | number }>(
    db,
    sql`select id, type, label, ${isoInstant(sql`at`)} as date, count(*) over () as total
      from (${GROUP_QUERIES[group].query(cutoff)}) past order by at, id limit ${limit}`,
  );
  const rows = listed.map(({ id, type, label, date }) => ({
    id,
    type,
    // An audit entry reads as its kind's label and who did it.
    label: group === 'audit' ? [auditKindLabel(type), label].filter(Boolean).join(' by ') : label,
    date,
  }));
  return { count: Number(listed[0]?.total ?? 0), rows };
}

export const groupCutoff = (group: RetentionGroup, periods: RetentionPeriods, now: Date): Date =>
  monthsBefore(now, periods[GROUP_QUERIES[group].months]);

/** Issue 38: what a retention run at `now` would remove or anonymise, per group (count and the first rows). */
export async function planRetention(
  db: Database,
  periods: RetentionPeriods,
  now: Date,
  limit = PLAN_ROWS,
): Promise<RetentionPlan> {
  const groups = Object.keys(GROUP_QUERIES) as RetentionGroup[];
  const planned = await Promise.all(
    groups.map(async (group) => {
      const cutoff = groupCutoff(group, periods, now);
      return { group, cutoff, ...(await rowsPast(db, group, cutoff, limit)) };
    }),
  );
  return Object.fromEntries(planned.map((plan) => [plan.group, plan])) as RetentionPlan;
}
