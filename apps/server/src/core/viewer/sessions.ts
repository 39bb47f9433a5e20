import { eq, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken, randomToken } from '../../platform/security/index.js';

export const SESSION_COOKIE = 'sid';
const LAST_SEEN_GRANULARITY_MS = 60_000;

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  userId: string,
  config: AppConfig['session'],
): Promise<IssuedSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + config.absoluteMs);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export interface ActiveSession {
  id: string;
  userId: string;
  actingCompanyId: string | null;
}

export type SessionRow = typeof sessions.$inferSelect;

/** The live session for a cookie value, or null when it is unknown, idle too long or past its absolute expiry. */
export async function resolveSession(
  db: Database,
  token: string,
  config: AppConfig['session'],
): Promise<ActiveSession | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row || !(await keepSessionAlive(db, row, config))) return null;
  return { id: row.id, userId: row.userId, actingCompanyId: row.actingCompanyId };
}

/**
 * Whether a session read by its token is still live. One idle too long or past its absolute expiry is deleted; a
 * live one has its lastSeenAt moved on, at most once a minute.
 */
export async function keepSessionAlive(
  db: Database,
  row: Pick<SessionRow, 'id' | 'expiresAt' | 'lastSeenAt'>,
  config: AppConfig['session'],
): Promise<boolean> {
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || now - row.lastSeenAt.getTime() > config.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return false;
  }
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.id));
  }
  return true;
}

type SessionEvents = Pick<AppContext, 'db' | 'pubsub'>;

/** Ends one session; its open sockets, on any instance, are closed (see graphql-ws.ts). */
export async function revokeSessionByToken(app: SessionEvents, token: string): Promise<void> {
  const revoked = await app.db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ id: sessions.id });
  if (revoked.length > 0) app.pubsub.publish('sessions:revoked', { sessionIds: revoked.map((row) => row.id) });
}

/** Ends every session of the user (password change or reset); their open sockets are closed too. */
export async function revokeUserSessions(app: SessionEvents, userId: string): Promise<void> {
  await app.db.delete(sessions).where(eq(sessions.userId, userId));
  app.pubsub.publish('sessions:revoked', { userId });
}

/** Whether the session still exists and has not expired (checked before each live event is delivered). */
export async function isSessionLive(db: Database, sessionId: string, config: AppConfig['session']): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const now = Date.now();
  return row !== undefined && row.expiresAt.getTime() > now && now - row.lastSeenAt.getTime() <= config.idleMs;
}

export async function purgeExpiredSessions(db: Database, config: AppConfig['session']): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - config.idleMs))));
}
