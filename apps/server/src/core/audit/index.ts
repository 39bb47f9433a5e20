export { changedFields, shortLabel, userActor, viewerActor } from './audit-as.js';
export { CHAIN_START, type ChainedFields, canonicalJson, entryHash } from './audit-chain.js';
export { type AuditActor, type AuditEvent, auditActorOf, recordAudit } from './record-audit.js';
export { type ChainBreak, verifyAuditChains } from './verify-chains.js';
