export { AUDIT_KINDS, type AuditKind, auditKindLabel, isAuditKind } from './audit-kinds.js';
export {
  AUDIT_CSV_COLUMNS,
  type AuditBreakText,
  auditBrokenMessage,
  auditIntactMessage,
} from './audit-texts.js';
