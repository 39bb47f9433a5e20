import type { MockedResponse } from '@apollo/client/testing';
import { DEFAULT_RETENTION, RETENTION_TEXTS } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { RetentionDryRunDocument, RetentionSettingsDocument } from './retention-documents';
import { RetentionPage } from './retention-page';

const settingsMock: MockedResponse = {
  request: { query: RetentionSettingsDocument },
  result: { data: { retentionSettings: { __typename: 'RetentionSettings', ...DEFAULT_RETENTION } } },
};

const group = (name: string, description: string, count: number, rows: { id: string; label: string }[]) => ({
  __typename: 'RetentionGroupPlan' as const,
  group: name,
  description,
  cutoff: '2024-12-07T12:00:00.000Z',
  count,
  rows: rows.map((row) => ({
    __typename: 'RetentionRow' as const,
    type: name,
    date: '2023-01-10T12:00:00.000Z',
    ...row,
  })),
});

const dryRunMock: MockedResponse = {
  request: { query: RetentionDryRunDocument },
  result: {
    data: {
      retentionDryRun: [
        group('projects', 'Projects past their end', 1, [{ id: 'p-1', label: 'Payroll RFP 2021' }]),
        group('accounts', 'Accounts past the account period', 0, []),
        group('analytics', 'Analytics past the period', 0, []),
        group('audit', 'Audit entries older than the audit period', 0, []),
      ],
    },
  },
};

function renderPage() {
  const profile = buildProfile({ type: 'ADMIN', privileges: ['MANAGE_BROKERS'] });
  return renderInApp(<RetentionPage />, {
    session: buildSession({ profile }),
    path: '/admin/data-retention',
    mocks: [settingsMock, dryRunMock],
  });
}

describe('Data retention page', () => {
  it('shows the periods and refuses values below the minimums with the shared messages', async () => {
    renderPage();
    const audit = await screen.findByRole('spinbutton', { name: 'Audit trail (months)' });
    expect((audit as HTMLInputElement).value).toBe('84');
    fireEvent.change(audit, { target: { value: '24' } });
    const account = screen.getByRole('spinbutton', { name: 'Account data (months after the account ends)' });
    fireEvent.change(account, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(await screen.findByText(RETENTION_TEXTS.auditMin)).toBeTruthy();
    expect(screen.getByText(RETENTION_TEXTS.wholeMonths)).toBeTruthy();
  });

  it('lists what the next run would remove, per group', async () => {
    renderPage();
    await screen.findByRole('spinbutton', { name: 'Audit trail (months)' });
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    const projects = await screen.findByRole('region', { name: 'Projects past their end' });
    expect(within(projects).getByText('Payroll RFP 2021')).toBeTruthy();
    expect(within(projects).getByText(/^1 record before/)).toBeTruthy();
    const audit = screen.getByRole('region', { name: 'Audit entries older than the audit period' });
    expect(within(audit).getByText(/^0 records before/)).toBeTruthy();
  });

  it('asks for confirmation before applying', async () => {
    renderPage();
    await screen.findByRole('spinbutton', { name: 'Audit trail (months)' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply retention now' });
    expect(within(dialog).getByText(RETENTION_TEXTS.confirmApply)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
});
