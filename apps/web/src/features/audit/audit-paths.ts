import { projectDay } from '@shortlist/domain';

/** Issue 38: the company's (or, for platform administrators, every company's) trail, and a project's. */
export const AUDIT_PATHS = {
  companyRoute: '/admin/audit-trail',
  projectRoute: '/projects/:id/audit-trail',
} as const;

export const projectAuditTrailPath = (projectId: string) => `/projects/${projectId}/audit-trail`;

/** What the trail is narrowed to; '' for a filter not set. Dates are days (YYYY-MM-DD) in New York. */
export interface AuditFilterValues {
  companyId: string;
  userId: string;
  projectId: string;
  kinds: string[];
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditFilterValues = {
  companyId: '',
  userId: '',
  projectId: '',
  kinds: [],
  from: '',
  to: '',
};

/** The instant a New York day (the zone every date reads in) starts: its midnight is 04:00 or 05:00 UTC. */
function dayStart(year: number, month: number, day: number): Date {
  const summer = new Date(Date.UTC(year, month - 1, day, 4));
  const shown = projectDay(summer);
  return shown.day === day ? summer : new Date(Date.UTC(year, month - 1, day, 5));
}

/** A day as the instant it starts (from) or ends (to) in New York; undefined for none or a bad day. */
function dayBound(key: string, end: boolean): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!end) return dayStart(year, month, day).toISOString();
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return new Date(
    dayStart(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()).getTime() - 1,
  ).toISOString();
}

/** The filter as the API takes it (the GraphQL AuditFilter and the CSV route's query), with unset fields left out. */
export function auditFilterInput(values: AuditFilterValues) {
  const input: {
    companyId?: string;
    userId?: string;
    projectId?: string;
    kinds?: string[];
    from?: string;
    to?: string;
  } = {};
  if (values.companyId) input.companyId = values.companyId;
  if (values.userId) input.userId = values.userId;
  if (values.projectId) input.projectId = values.projectId;
  if (values.kinds.length > 0) input.kinds = values.kinds;
  const from = dayBound(values.from, false);
  const to = dayBound(values.to, true);
  if (from) input.from = from;
  if (to) input.to = to;
  return input;
}

/** The CSV download of the filtered trail (the on-behalf choice in the query: a navigation sends no header). */
export function auditCsvPath(values: AuditFilterValues, onBehalfOf?: string): string {
  const { kinds, ...rest } = auditFilterInput(values);
  const query = new URLSearchParams(Object.entries(rest) as Array<[string, string]>);
  if (kinds) query.set('kinds', kinds.join(','));
  if (onBehalfOf) query.set('onBehalfOf', onBehalfOf);
  const search = query.toString();
  return `/api/audit-trail.csv${search ? `?${search}` : ''}`;
}
