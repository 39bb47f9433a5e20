import type { Viewer } from '../viewer/index.js';
import { type AuditActor, auditActorOf } from './record-audit.js';

/** The signed-in viewer as an audit actor, from the address the HTTP layer set on it. */
export const viewerActor = (viewer: Viewer): AuditActor => auditActorOf(viewer, viewer.address ?? null);

/** A user who is not (or no longer) signed in, e.g. at sign-in or password reset: their own company's chain. */
export const userActor = (
  user: { id: string; email: string; companyId: string },
  address: string | null,
): AuditActor => ({ userId: user.id, email: user.email, companyId: user.companyId, actorCompanyId: null, address });

/** The changed fields of `before` and `after` (compared as JSON), or null when nothing changed. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}

/** A record's label in the trail: its first line, at most 120 characters. */
export function shortLabel(text: string): string {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > 120 ? `${line.slice(0, 119)}\u2026` : line;
}
