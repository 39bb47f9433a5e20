/** Issue 38: the company's (or, for platform administrators, every company's) trail, and a project's. */
export const AUDIT_PATHS = {
  companyRoute: '/admin/audit-trail',
  projectRoute: '/projects/:id/audit-trail',
} as const;

export const projectAuditTrailPath = (projectId: string) => `/projects/${projectId}/audit-trail`;

/** What the trail is narrowed to; '' for a filter not set. Dates are days (YYYY-MM-DD) in the viewer's time zone. */
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

/** A day as the instant it starts (from) or ends (to) in the viewer's time zone; undefined for none or a bad day. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const instant = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
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
