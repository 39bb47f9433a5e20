import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { AuditChoicesDocument, AuditEntriesDocument } from './audit-documents';
import { AuditTrailPage } from './audit-pages';
import { auditFilterInput, NO_AUDIT_FILTER } from './audit-paths';

const entry = (id: string, kindLabel: string, actorEmail: string, change: string) => ({
  __typename: 'AuditEntry' as const,
  id,
  createdAt: '2026-12-07T10:00:00.000Z',
  companyName: 'Northwind Brokers',
  actorEmail,
  onBehalf: false,
  actorCompanyName: null,
  kindLabel,
  projectName: 'Payroll RFP',
  targetLabel: 'Pricing',
  change,
  address: '203.0.113.7',
});

type Filter = { userId?: string; kinds?: string[]; from?: string; to?: string };

function entriesMock(matches: (filter: Filter) => boolean, results: ReturnType<typeof entry>[]): MockedResponse {
  return {
    request: {
      query: AuditEntriesDocument,
      variables: (variables: { filter?: Filter | null }) => matches(variables.filter ?? {}),
    },
    result: { data: { auditEntries: { __typename: 'AuditEntryPage', total: results.length, results } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const choicesMock: MockedResponse = {
  request: { query: AuditChoicesDocument, variables: () => true },
  result: {
    data: {
      auditChoices: {
        __typename: 'AuditChoices',
        people: [{ __typename: 'AuditPerson', id: 'u-owner', email: 'owner@northwind.example' }],
        projects: [{ __typename: 'AuditProject', id: 'p-1', name: 'Payroll RFP' }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const weight = entry('2', 'Weight changed', 'pm@northwind.example', 'weight: 20 -> 35');
const signIn = entry('1', 'Signed in', 'owner@northwind.example', '');

function renderPage() {
  const profile = buildProfile({ type: 'BROKER', privileges: ['MANAGE_USERS'] });
  return renderInApp(<AuditTrailPage />, {
    session: buildSession({ profile }),
    path: '/admin/audit-trail',
    mocks: [
      choicesMock,
      entriesMock((filter) => !filter.kinds && !filter.userId && !filter.from, [weight, signIn]),
      entriesMock((filter) => filter.kinds?.join() === 'auth.signed_in' && !filter.userId, [signIn]),
      entriesMock((filter) => filter.kinds?.join() === 'auth.signed_in' && filter.userId === 'u-owner', [signIn]),
      entriesMock((filter) => Boolean(filter.from) && !filter.kinds, []),
    ],
  });
}

const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });

describe('Audit Trail page', () => {
  it('lists the trail, narrows it by kind and person, and exports what is shown', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(await within(table).findByText('weight: 20 -> 35')).toBeTruthy();
    expect(exportLink().getAttribute('href')).toBe('/api/audit-trail.csv');
    // A company's trail: no company filter and no integrity check (platform administrators only).
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check integrity' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kinds' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Signed in' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await within(table).findByText('owner@northwind.example');
    expect(within(table).queryByText('weight: 20 -> 35')).toBeNull();
    expect(exportLink().getAttribute('href')).toBe('/api/audit-trail.csv?kinds=auth.signed_in');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Person' }));
    fireEvent.click(await screen.findByRole('option', { name: 'owner@northwind.example' }));
    expect(exportLink().getAttribute('href')).toBe('/api/audit-trail.csv?userId=u-owner&kinds=auth.signed_in');
    expect(screen.getByRole('combobox', { name: 'Project' })).toBeTruthy();
  });

  it('sends a day range as the instants the New York days start and end', async () => {
    renderPage();
    await screen.findByText('weight: 20 -> 35');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    // Midnight in New York (EST) on Dec 1.
    const from = '2026-12-01T05:00:00.000Z';
    expect(exportLink().getAttribute('href')).toBe(`/api/audit-trail.csv?from=${encodeURIComponent(from)}`);
    expect(await screen.findByText('There are no entries to display')).toBeTruthy();
  });

  it('reads summer days in New York daylight time', () => {
    expect(auditFilterInput({ ...NO_AUDIT_FILTER, from: '2026-07-01', to: '2026-07-01' })).toEqual({
      from: '2026-07-01T04:00:00.000Z',
      to: '2026-07-02T03:59:59.999Z',
    });
  });
});
