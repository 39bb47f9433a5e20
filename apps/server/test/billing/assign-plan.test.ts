import { PRIVILEGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildPlan } from '../support/factories.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { buildSignedInUser, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { limits, storedSubscription } from './billing-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const ASSIGN = `mutation Assign($companyId: ID!, $planId: ID!) {
  assignPlan(companyId: $companyId, planId: $planId) {
    status currentPeriodEnd cancelAtPeriodEnd plan { id name isFree } limits { usersCount projectsPerMonth }
  }
}`;
const COMPANIES = `query Companies($pagination: PageInput) {
  companies(pagination: $pagination) { results { id name subscription { status plan { name } } } }
}`;

describe('assignPlan (self-hosted billing)', () => {
  it('answers 401 signed out and 403 to anyone but an administrator, changing nothing', async () => {
    const company = await buildCompany(db(), {}, { plan: null });
    const plan = await buildPlan(db());
    const variables = { companyId: company.id, planId: plan.id };
    expectUnauthenticated(await testApp.client().graphql(ASSIGN, variables));
    const { client: manager } = await buildSignedInUser(testApp, { privileges: ['MANAGE_USERS'] });
    expectForbidden(await manager.graphql(ASSIGN, variables));
    const { client: broker } = await buildSignedInUser(testApp, { privileges: [...PRIVILEGES] });
    expectForbidden(await broker.graphql(ASSIGN, variables));
    expect(await storedSubscription(db(), company.id)).toBeNull();
  });

  it('answers not found for an unknown company or plan', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const company = await buildCompany(db(), {}, { plan: null });
    const plan = await buildPlan(db());
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectNotFound(await client.graphql(ASSIGN, { companyId: unknown, planId: plan.id }), 'Company');
    expectNotFound(await client.graphql(ASSIGN, { companyId: 'nope', planId: plan.id }), 'Company');
    expectNotFound(await client.graphql(ASSIGN, { companyId: company.id, planId: unknown }), 'Plan');
    expect(await storedSubscription(db(), company.id)).toBeNull();
  });

  it('puts a company on the plan, active with no end, replacing what it had; the companies list shows it', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const company = await buildCompany(db(), { name: 'Assigned Brokers' }, { plan: null });
    const plan = await buildPlan(db(), { name: 'Hand-picked', limits: limits({ usersCount: 7, projectsPerMonth: 3 }) });
    const result = await client.graphql(ASSIGN, { companyId: company.id, planId: plan.id });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      assignPlan: {
        status: 'active',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        plan: { id: plan.id, name: 'Hand-picked', isFree: false },
        limits: { usersCount: 7, projectsPerMonth: 3 },
      },
    });

    const other = await buildPlan(db(), { name: 'Replacement' });
    await client.graphql(ASSIGN, { companyId: company.id, planId: other.id });
    expect(await storedSubscription(db(), company.id)).toMatchObject({ planId: other.id, status: 'active' });

    const listed = await client.graphql<{
      companies: { results: Array<{ id: string; subscription: { status: string; plan: { name: string } } | null }> };
    }>(COMPANIES, { pagination: { pageSize: 1000 } });
    const rows = listed.data?.companies.results ?? [];
    expect(rows.find((row) => row.id === company.id)?.subscription).toEqual({
      status: 'active',
      plan: { name: 'Replacement' },
    });
    const unsubscribed = await buildCompany(db(), {}, { plan: null });
    const again = await client.graphql<{ companies: { results: Array<{ id: string; subscription: unknown }> } }>(
      COMPANIES,
      { pagination: { pageSize: 1000 } },
    );
    expect(again.data?.companies.results.find((row) => row.id === unsubscribed.id)?.subscription).toBeNull();
  });
});
