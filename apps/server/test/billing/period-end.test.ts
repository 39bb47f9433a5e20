import { describe, expect, it, vi } from 'vitest';
import { endLapsedSubscriptions } from '../../src/modules/billing/index.js';
import { createInProcessScheduler } from '../../src/platform/jobs/index.js';
import { buildPlan, buildRole } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';
import { buildBillingManager, buildLimitedPlan, storedSubscription } from './billing-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;
const DAY = 86_400_000;

const INVITE = `mutation Invite($email: String, $companyId: ID, $roleId: ID) {
  inviteUser(email: $email, firstName: "Nia", lastName: "Newton", companyId: $companyId, roleId: $roleId) { id }
}`;

describe('the end of a cancelled period', () => {
  it('keeps access until the period end, then falls back to the free plan (active, no end)', async () => {
    const end = new Date(Date.now() + 5 * DAY);
    const plan = await buildLimitedPlan(db(), { usersCount: 10 }, 'Paid until cancelled');
    const { client, company } = await buildBillingManager(testApp, {
      plan,
      subscription: { currentPeriodEnd: end, stripeCustomerId: 'cus_kept' },
    });
    expect((await client.send('DELETE', '/api/subscription')).status).toBe(200);
    const role = await buildRole(db(), company.id, []);

    // Before the end: nothing moves and the paid plan still allows inviting.
    expect(await endLapsedSubscriptions(testApp.running.app, new Date(end.getTime() - 1000))).toBe(0);
    const metadata = await client.get('/api/subscription/metadata');
    expect(metadata.body.subscription).toMatchObject({
      status: 'active',
      planName: plan.name,
      cancelAtPeriodEnd: true,
    });
    const invited = await client.graphql(INVITE, {
      email: 'before-end@example.com',
      companyId: company.id,
      roleId: role.id,
    });
    expect(invited.errors).toBeUndefined();

    // After the end: the company is on the free plan; the Stripe customer stays for a later checkout.
    expect(await endLapsedSubscriptions(testApp.running.app, new Date(end.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    const after = await client.get('/api/subscription/metadata');
    expect(after.body.subscription).toEqual({
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      planId: expect.any(String),
      planName: 'Free',
      isFree: true,
    });
    expect(await storedSubscription(db(), company.id)).toMatchObject({
      stripeCustomerId: 'cus_kept',
      stripeSubscriptionId: null,
    });
    // The free plan allows two users: the manager and the invited one.
    const refused = await client.graphql(INVITE, {
      email: 'after-end@example.com',
      companyId: company.id,
      roleId: role.id,
    });
    expect(refused.status).toBe(403);
  });

  it('leaves subscriptions that are not cancelled, or have no end, alone', async () => {
    const plan = await buildPlan(db());
    const past = new Date(Date.now() - DAY);
    const renewing = await buildBillingManager(testApp, { plan, subscription: { currentPeriodEnd: past } });
    const noEnd = await buildBillingManager(testApp, { plan, subscription: { cancelAtPeriodEnd: true } });
    await endLapsedSubscriptions(testApp.running.app, new Date(Date.now() + 365 * DAY));
    expect(await storedSubscription(db(), renewing.company.id)).toMatchObject({ planId: plan.id });
    expect(await storedSubscription(db(), noEnd.company.id)).toMatchObject({
      planId: plan.id,
      cancelAtPeriodEnd: true,
    });
  });

  it('is idempotent: two runs at once, or one after the other, move a company once', async () => {
    const plan = await buildPlan(db());
    const end = new Date(Date.now() - 2 * DAY);
    const { company } = await buildBillingManager(testApp, {
      plan,
      subscription: { currentPeriodEnd: end, cancelAtPeriodEnd: true },
    });
    const now = new Date();
    const [first, second] = await Promise.all([
      endLapsedSubscriptions(testApp.running.app, now),
      endLapsedSubscriptions(testApp.running.app, now),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const moved = await storedSubscription(db(), company.id);
    expect(moved).toMatchObject({ status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect(await endLapsedSubscriptions(testApp.running.app, now)).toBe(0);
    expect(await storedSubscription(db(), company.id)).toEqual(moved);
  });
});

describe('the in-process job runner', () => {
  it('runs a job every interval, never twice at once, logs failures and waits for a run in progress on stop', async () => {
    vi.useFakeTimers();
    try {
      const errors: unknown[] = [];
      const jobs = createInProcessScheduler({ error: (details) => errors.push(details) });
      let runs = 0;
      let release: () => void = () => {};
      jobs.every('slow', 1000, async () => {
        runs += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      jobs.every('failing', 1000, async () => {
        throw new Error('boom');
      });
      await vi.advanceTimersByTimeAsync(3500);
      expect(runs).toBe(1);
      expect(errors).toHaveLength(3);
      const stopped = jobs.stop();
      release();
      await stopped;
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
