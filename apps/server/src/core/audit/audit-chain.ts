import { createHash } from 'node:crypto';

/** The fields of an audit entry that its hash covers (everything but `seq`, `previous_hash` and `hash`). */
export interface ChainedFields {
  companyId: string | null;
  projectId: string | null;
  projectName: string | null;
  actorUserId: string | null;
  actorEmail: string | null;
  actorCompanyId: string | null;
  kind: string;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
  /** ISO 8601 UTC with milliseconds, as written. */
  createdAt: string;
}

/** The hash before a chain's first entry. */
export const CHAIN_START = '';

/**
 * JSON with object keys sorted at every depth: jsonb gives keys back in its own order, so the text hashed when an
 * entry is written and when the chain is checked must not depend on key order.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The text an entry contributes to its hash: its fields in a fixed order. */
export function chainedText(fields: ChainedFields): string {
  return canonicalJson([
    fields.companyId,
    fields.projectId,
    fields.projectName,
    fields.actorUserId,
    fields.actorEmail,
    fields.actorCompanyId,
    fields.kind,
    fields.targetType,
    fields.targetId,
    fields.targetLabel,
    fields.before ?? null,
    fields.after ?? null,
    fields.address,
    fields.createdAt,
  ]);
}

/** An entry's hash: SHA-256 (hex) of the previous entry's hash followed by the entry's own text. */
export const entryHash = (previousHash: string, fields: ChainedFields): string =>
  createHash('sha256').update(previousHash).update(chainedText(fields)).digest('hex');
