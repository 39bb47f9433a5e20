import { useParams } from 'react-router';
import { AuditTrailView } from './audit-trail-view';

/** Issue 38: the company's audit trail (every company's for platform administrators). */
export function AuditTrailPage() {
  return <AuditTrailView />;
}

/** Issue 38: a project's audit trail, for its owners and the company's administrators. */
export function ProjectAuditTrailPage() {
  const { id = '' } = useParams();
  return <AuditTrailView key={id} projectId={id} />;
}
