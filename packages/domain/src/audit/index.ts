export { AUDIT_KINDS, type AuditKind, auditKindLabel, isAuditKind } from './audit-kinds.js';
