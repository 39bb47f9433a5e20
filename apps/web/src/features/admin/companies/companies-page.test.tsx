import type { MockedResponse } from '@apollo/client/testing';
import { TERMINATION_TEXTS } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { BillingConfigDocument } from '../../billing';
import { CompaniesDocument, TerminateCompanyDocument } from './companies-documents';
import { CompaniesPage } from './companies-page';

const company = (id: string, name: string, terminatedAt: string | null) => ({
  __typename: 'Company' as const,
  id,
  name,
  kind: 'BROKER',
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
  terminatedAt,
  subscription: null,
  settings: {
    __typename: 'CompanySettings' as const,
    scoringType: 'NUMBERS',
    answersMaxLength: null,
    enableExperts: false,
    enableBranches: false,
    enableExtendedAnswersDeadline: false,
    enableClientTables: false,
    enableAuthOnBehalf: false,
    approvedLabel: null,
    integrity: null,
  },
});

const companies = (fabrikam: string | null): MockedResponse => ({
  request: { query: CompaniesDocument, variables: () => true },
  result: {
    data: {
      companies: {
        __typename: 'CompanyPage',
        total: 2,
        results: [
          company('c-1', 'Fabrikam Brokers', fabrikam),
          company('c-2', 'Old Brokers', '2026-11-01T12:00:00.000Z'),
        ],
      },
    },
  },
});

describe('Companies page: terminating a company', () => {
  it('asks for confirmation, terminates, and shows the company as terminated', async () => {
    renderInApp(<CompaniesPage />, {
      session: buildSession({ profile: buildProfile({ type: 'ADMIN', privileges: ['MANAGE_BROKERS'] }) }),
      path: '/admin/companies',
      mocks: [
        companies(null),
        {
          request: { query: BillingConfigDocument },
          result: {
            data: { config: { __typename: 'Config', billing: { __typename: 'BillingConfig', cardPayments: true } } },
          },
        },
        {
          request: { query: TerminateCompanyDocument, variables: { id: 'c-1' } },
          result: { data: { terminateCompany: '2026-12-07T12:00:00.000Z' } },
        },
        companies('2026-12-07T12:00:00.000Z'),
      ],
    });
    expect(await screen.findByText(/^Old Brokers \(terminated /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Terminate Old Brokers' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Terminate Fabrikam Brokers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate Fabrikam Brokers' });
    expect(within(dialog).getByText(TERMINATION_TEXTS.confirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText(TERMINATION_TEXTS.terminated)).toBeTruthy();
  });
});
