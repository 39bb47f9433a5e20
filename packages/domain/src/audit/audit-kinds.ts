/**
 * Issue 38: what the audit trail records, each kind with the label its readers see. Security events first, then the
 * decisions taken on a project. A kind is written as `recordAudit(…, { kind: 'auth.signed_in', … })` and stored as
 * text, so adding one needs no migration.
 */
export const AUDIT_KINDS = {
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.signed_out': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.password_reset': 'Password reset',
  'users.invited': 'User invited',
  'users.role_changed': 'Role changed',
  'users.status_changed': 'User status changed',
  'users.deleted': 'User deleted',
  'roles.created': 'Role created',
  'roles.privileges_changed': 'Role privileges changed',
  'roles.deleted': 'Role deleted',
  'project.created': 'Project created',
  'project.status_changed': 'Project status changed',
  'project.deadlines_changed': 'Deadlines changed',
  'project.deleted': 'Project deleted',
  'question.approved': 'Question approved',
  'question.rejected': 'Question rejected',
  'question.unapproved': 'Question approval withdrawn',
  'supplier.invited': 'Supplier invited',
  'supplier.blocked': 'Supplier blocked',
  'supplier.unblocked': 'Supplier unblocked',
  'supplier.excluded': 'Supplier excluded',
  'supplier.deadline_extended': 'Supplier deadline extended',
  'scoring.rating_saved': 'Rating saved',
  'scoring.weight_changed': 'Weight changed',
  'scoring.consensus_recorded': 'Consensus recorded',
  'answers.unseal_approved': 'Early opening approved',
  'answers.unsealed': 'Answers opened early',
  'conflict.declared': 'Conflict of interest declared',
  'conflict.admitted': 'Conflicted evaluator let in',
  'winners.selected': 'Winners selected',
  'retention.applied': 'Retention applied',
  'company.terminated': 'Company terminated',
  'company.exported': 'Company data exported',
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;

export const isAuditKind = (kind: string): kind is AuditKind => Object.hasOwn(AUDIT_KINDS, kind);

/** The label of a stored kind; a kind this version no longer names reads as itself. */
export const auditKindLabel = (kind: string): string => (isAuditKind(kind) ? AUDIT_KINDS[kind] : kind);
