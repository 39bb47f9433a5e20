import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type TokenKind, tokens } from '../../db/schema/index.js';
import { hashToken, randomToken } from '../../platform/security/index.js';

export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  CONFIRM_EMAIL: 7 * 24 * 3_600_000,
  RESET_PASSWORD: 3_600_000,
  USER_INVITATION: 14 * 24 * 3_600_000,
  CLIENT_MEMBER_INVITATION: 30 * 24 * 3_600_000,
};

export async function issueToken(
  db: Database,
  kind: TokenKind,
  email: string,
  options: { userId?: string; payload?: Record<string, string> } = {},
): Promise<string> {
  const raw = randomToken();
  await db.insert(tokens).values({
    kind,
    email,
    hash: hashToken(raw),
    userId: options.userId ?? null,
    payload: options.payload ?? {},
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]),
  });
  return raw;
}

const usable = (kind: TokenKind, raw: string) =>
  and(eq(tokens.kind, kind), eq(tokens.hash, hashToken(raw)), isNull(tokens.usedAt), gt(tokens.expiresAt, new Date()));

/** The token's row if it is unused and unexpired, without using it up. */
export async function findToken(db: Database, kind: TokenKind, raw: string) {
  const [row] = await db.select().from(tokens).where(usable(kind, raw));
  return row ?? null;
}

/** Marks the token used and returns its row; a second use, or an expired token, gives null. */
export async function consumeToken(db: Database, kind: TokenKind, raw: string) {
  const [row] = await db.update(tokens).set({ usedAt: new Date() }).where(usable(kind, raw)).returning();
  return row ?? null;
}

/** Uses up every open token of a kind for a user, e.g. the other reset links once the password has changed. */
export async function retireTokens(db: Database, kind: TokenKind, userId: string): Promise<void> {
  await db
    .update(tokens)
    .set({ usedAt: new Date() })
    .where(and(eq(tokens.kind, kind), eq(tokens.userId, userId), isNull(tokens.usedAt)));
}
