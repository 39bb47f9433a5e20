import { ERROR_CODES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, resolveViewer } from '../../src/core/viewer/index.js';
import { sessions, users } from '../../src/db/schema/index.js';
import { buildCompany, buildUser } from '../support/factories.js';
import { buildBrokerCompany } from '../support/on-behalf.js';
import { useTestApp } from '../support/test-app.js';

/** resolveViewer: the session, its user, company and role, and the on-behalf company, read in one statement. */
const testApp = useTestApp();
const db = () => testApp.running.app.db;
const config = () => testApp.running.app.config.session;

async function signIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const built = await buildUser(db(), overrides);
  const { token } = await createSession(db(), built.user.id, config());
  return { ...built, token };
}

const sessionOf = async (userId: string) => (await db().select().from(sessions).where(eq(sessions.userId, userId)))[0];

async function expectForbidden(resolving: Promise<unknown>) {
  await expect(resolving).rejects.toMatchObject({ code: ERROR_CODES.forbidden });
}

describe('resolveViewer', () => {
  it('answers the user with company, role and privileges for a live session, and null for an unknown token', async () => {
    const { user, role, token } = await signIn({ privileges: ['MANAGE_USERS'] });
    const viewer = await resolveViewer(db(), token, config());
    expect(viewer?.user.id).toBe(user.id);
    expect(viewer?.company.id).toBe(user.companyId);
    expect(viewer?.ownCompany.id).toBe(user.companyId);
    expect(viewer?.actingOnBehalf).toBe(false);
    expect(viewer?.role?.id).toBe(role.id);
    expect(viewer?.privileges.has('MANAGE_USERS')).toBe(true);
    expect(viewer?.sessionId).toBe((await sessionOf(user.id))?.id);
    expect(await resolveViewer(db(), 'unknown', config())).toBeNull();
  });

  it('ends a session idle too long or past its expiry', async () => {
    for (const change of [
      { lastSeenAt: new Date(Date.now() - config().idleMs - 60_000) },
      { expiresAt: new Date(Date.now() - 1000) },
    ]) {
      const { user, token } = await signIn();
      await db().update(sessions).set(change).where(eq(sessions.userId, user.id));
      expect(await resolveViewer(db(), token, config())).toBeNull();
      expect(await sessionOf(user.id)).toBeUndefined();
    }
  });

  it('moves lastSeenAt on at most once a minute', async () => {
    const { user, token } = await signIn();
    const recent = new Date(Date.now() - 30_000);
    await db().update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.userId, user.id));
    await resolveViewer(db(), token, config());
    expect((await sessionOf(user.id))?.lastSeenAt).toEqual(recent);
    const older = new Date(Date.now() - 90_000);
    await db().update(sessions).set({ lastSeenAt: older }).where(eq(sessions.userId, user.id));
    await resolveViewer(db(), token, config());
    expect((await sessionOf(user.id))?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('answers null for a user who is no longer active', async () => {
    const { user, token } = await signIn();
    await db().update(users).set({ status: 'DISABLED' }).where(eq(users.id, user.id));
    expect(await resolveViewer(db(), token, config())).toBeNull();
  });

  it('acts on behalf of a company that allows it, for an administrator only', async () => {
    const platform = await buildCompany(db(), { kind: 'PLATFORM' });
    const admin = await signIn({ type: 'ADMIN', companyId: platform.id });
    const allowing = await buildBrokerCompany(db(), { allowOnBehalf: true });
    const refusing = await buildBrokerCompany(db());
    const acting = await resolveViewer(db(), admin.token, config(), allowing.id);
    expect(acting?.company.id).toBe(allowing.id);
    expect(acting?.ownCompany.id).toBe(platform.id);
    expect(acting?.actingOnBehalf).toBe(true);
    expect((await resolveViewer(db(), admin.token, config(), platform.id))?.actingOnBehalf).toBe(false);
    await expectForbidden(resolveViewer(db(), admin.token, config(), refusing.id));
    await expectForbidden(resolveViewer(db(), admin.token, config(), crypto.randomUUID()));
    await expectForbidden(resolveViewer(db(), admin.token, config(), 'not-an-id'));
    const broker = await signIn();
    await expectForbidden(resolveViewer(db(), broker.token, config(), allowing.id));
  });
});
