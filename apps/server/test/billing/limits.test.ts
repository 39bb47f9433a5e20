import { BILLING_ERROR_CODES, BILLING_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { users } from '../../src/db/schema/index.js';
import { assertCanCreateProject, planLimitsOf } from '../../src/modules/billing/index.js';
import { buildCompany, buildRole, buildUser } from '../support/factories.js';
import type { GraphQLResult } from '../support/http-client.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { expectForbidden, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildBillingManager, buildLimitedPlan, limits } from './billing-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const INVITE = `mutation Invite($email: String, $companyId: ID, $roleId: ID) {
  inviteUser(email: $email, firstName: "Nia", lastName: "Newton", companyId: $companyId, roleId: $roleId) { id status }
}`;
const ALLOWANCE = '{ invitationAllowance { active current max remaining } }';

type Extensions = { code?: string; details?: unknown };
const extensionsOf = (result: GraphQLResult) => result.errors?.[0]?.extensions as Extensions | undefined;

/** A manager of a company on a plan allowing `usersCount` users, and a role to invite people with. */
async function companyAllowing(usersCount: number | null, subscription = {}) {
  const plan = await buildLimitedPlan(db(), { usersCount });
  const manager = await buildBillingManager(testApp, { plan, subscription });
  const role = await buildRole(db(), manager.company.id, []);
  const invite = (email: string) =>
    manager.client.graphql(INVITE, { email, companyId: manager.company.id, roleId: role.id });
  return { ...manager, role, invite };
}

const usersWithEmail = (email: string) => db().select().from(users).where(eq(users.email, email));

describe('the plan limits invitations', () => {
  it('allows the nth user and refuses the (n+1)th with the message, code and current/max', async () => {
    const { invite, company } = await companyAllowing(3);
    await buildUser(db(), { companyId: company.id, status: 'DISABLED' });
    expect((await invite('second@example.com')).errors).toBeUndefined();
    expect((await invite('third@example.com')).errors).toBeUndefined();

    const refused = await invite('fourth@example.com');
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.message).toBe(BILLING_MESSAGES.invitationLimit(3));
    expect(refused.errors?.[0]?.message).toBe(
      'User invitation limit reached. Your current plan allows up to 3 users. Please upgrade your subscription to invite more users.',
    );
    expect(extensionsOf(refused)).toMatchObject({
      code: BILLING_ERROR_CODES.limitReached,
      details: { current: 3, max: 3 },
    });
    expect(await usersWithEmail('fourth@example.com')).toEqual([]);
    expect(testApp.smtp.mailsTo('fourth@example.com')).toEqual([]);
  });

  it('lets an address already invited into the company be invited again at the limit', async () => {
    const { invite } = await companyAllowing(2);
    expect((await invite('again@example.com')).errors).toBeUndefined();
    expect((await invite('again@example.com')).errors).toBeUndefined();
    expect(await usersWithEmail('again@example.com')).toHaveLength(1);
  });

  it('does not limit a plan without a users limit', async () => {
    const { invite } = await companyAllowing(null);
    for (const n of [1, 2, 3]) expect((await invite(`open-${n}@example.com`)).errors).toBeUndefined();
  });

  it('refuses inviting without an active subscription', async () => {
    for (const option of [{ plan: null }, { subscription: { status: 'canceled' as const } }]) {
      const manager = await buildBillingManager(testApp, option);
      const role = await buildRole(db(), manager.company.id, []);
      const email = `inactive-${Math.random().toString(36).slice(2)}@example.com`;
      const refused = await manager.client.graphql(INVITE, { email, companyId: manager.company.id, roleId: role.id });
      expect(refused.status).toBe(403);
      expect(refused.errors?.[0]?.message).toBe('Please activate your subscription to invite users.');
      expect(extensionsOf(refused)?.code).toBe(BILLING_ERROR_CODES.subscriptionRequired);
      expect(await usersWithEmail(email)).toEqual([]);
    }
  });

  it('never limits the platform company of the administrators', async () => {
    const platform = await buildCompany(db(), { kind: 'PLATFORM' }, { plan: null });
    const { client } = await buildSignedInAdmin(testApp);
    const role = await buildRole(db(), platform.id, []);
    const result = await client.graphql(INVITE, {
      email: 'staff@example.com',
      companyId: platform.id,
      roleId: role.id,
    });
    expect(result.errors).toBeUndefined();
  });
});

describe('invitationAllowance', () => {
  it('answers 401 signed out and 403 without MANAGE_USERS', async () => {
    expectUnauthenticated(await testApp.client().graphql(ALLOWANCE));
    const { client } = await buildBillingManager(testApp, {}, ['MANAGE_CLIENTS']);
    expectForbidden(await client.graphql(ALLOWANCE));
  });

  it('counts the users who are not DISABLED against the plan', async () => {
    const { client, company } = await companyAllowing(5);
    await buildUser(db(), { companyId: company.id, status: 'INVITED' });
    await buildUser(db(), { companyId: company.id, status: 'DISABLED' });
    expect((await client.graphql(ALLOWANCE)).data).toEqual({
      invitationAllowance: { active: true, current: 2, max: 5, remaining: 3 },
    });
    const unlimited = await buildBillingManager(testApp);
    expect((await unlimited.client.graphql(ALLOWANCE)).data).toEqual({
      invitationAllowance: { active: true, current: 1, max: null, remaining: null },
    });
    const without = await buildBillingManager(testApp, { plan: null });
    expect((await without.client.graphql(ALLOWANCE)).data).toEqual({
      invitationAllowance: { active: false, current: 1, max: null, remaining: null },
    });
  });
});

/** The AppError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('assertCanCreateProject and planLimitsOf', () => {
  it('allows n-1 projects this month and refuses at n with the message, code and current/max', async () => {
    const plan = await buildLimitedPlan(db(), { projectsPerMonth: 4, aiSupplierSearches: 7 });
    const company = await buildCompany(db(), {}, { plan });
    await expect(assertCanCreateProject(testApp.running.app, company.id, 3)).resolves.toBeUndefined();
    const error = await refusal(assertCanCreateProject(testApp.running.app, company.id, 4));
    expect(error.status).toBe(403);
    expect(error.code).toBe(BILLING_ERROR_CODES.limitReached);
    expect(error.message).toBe(
      'Project creation limit reached. Your current plan allows up to 4 projects per month. Please upgrade your subscription or wait until next month.',
    );
    expect(error.details).toEqual({ current: 4, max: 4 });
    expect(await planLimitsOf(testApp.running.app, company.id)).toEqual(
      limits({ projectsPerMonth: 4, aiSupplierSearches: 7 }),
    );
  });

  it('refuses without an active subscription and allows any number on an unlimited plan', async () => {
    const without = await buildCompany(db(), {}, { plan: null });
    const error = await refusal(assertCanCreateProject(testApp.running.app, without.id, 0));
    expect(error.code).toBe(BILLING_ERROR_CODES.subscriptionRequired);
    expect(error.message).toBe('Please activate your subscription to create projects.');
    expect(await planLimitsOf(testApp.running.app, without.id)).toBeNull();
    const unlimited = await buildCompany(db());
    await expect(assertCanCreateProject(testApp.running.app, unlimited.id, 10_000)).resolves.toBeUndefined();
  });
});
