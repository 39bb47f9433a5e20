import { lazyNamed } from '../../lib/lazy-named';

export { AUDIT_PATHS, projectAuditTrailPath } from './audit-paths';
export { auditTabShown } from './audit-tab';

/** The pages, loaded when the route table first opens one of them (one chunk). */
const pages = () => import('./audit-pages');
export const AuditTrailPage = lazyNamed(pages, 'AuditTrailPage');
export const ProjectAuditTrailPage = lazyNamed(pages, 'ProjectAuditTrailPage');
