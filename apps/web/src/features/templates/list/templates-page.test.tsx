import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { buildTemplateRow, templatesMock } from '../templates-test-kit';
import { TemplatesPage } from './templates-page';

const OWN = buildTemplateRow({ id: 't-own', name: 'Benefits RFP' }, { delete: true, openQuestions: true });
const SHARED = buildTemplateRow({
  id: 't-shared',
  name: 'Payroll RFP',
  status: 'PUBLISHED',
  company: { id: 'company-2', name: 'Northwind Brokerage' },
  createdBy: { name: 'Nora North' },
});
const ALL = { status: null, companyOnly: false };

function renderList(privileges: string[] = ['MANAGE_PROJECT_TEMPLATES'], type: 'BROKER' | 'ADMIN' = 'BROKER') {
  const profile = buildProfile({ type, privileges: privileges as never });
  return renderInApp(<TemplatesPage />, {
    path: '/templates',
    session: buildSession({ profile }),
    mocks: [
      templatesMock(ALL, [OWN, SHARED]),
      templatesMock({ status: ['PUBLISHED'], companyOnly: false }, [SHARED]),
      templatesMock({ status: ['PUBLISHED'], companyOnly: true }, []),
    ],
  });
}

const table = () => screen.getByRole('table', { name: 'Templates' });
const rowOf = (name: string) => {
  const row = within(table()).getByText(name).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

describe('TemplatesPage', () => {
  it('shows the columns, the owner rule, row links and the delete a template allows', async () => {
    renderList();
    await within(table()).findByText('Benefits RFP');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Status', 'Owner', 'Created At', 'Updated At', 'Actions']);
    // Owner: the creator for the user's own company, the company's name for another's.
    expect(rowOf('Benefits RFP').getByText('Ada Lovelace')).toBeTruthy();
    expect(rowOf('Payroll RFP').getByText('Northwind Brokerage')).toBeTruthy();
    expect(rowOf('Benefits RFP').getByRole('link', { name: 'Benefits RFP' }).getAttribute('href')).toBe(
      '/templates/t-own/questions',
    );
    expect(rowOf('Payroll RFP').getByRole('link', { name: 'Payroll RFP' }).getAttribute('href')).toBe(
      '/templates/t-shared/preview',
    );
    expect(rowOf('Benefits RFP').getByRole('button', { name: 'Delete Benefits RFP' })).toBeTruthy();
    expect(rowOf('Payroll RFP').queryByRole('button', { name: 'Delete Payroll RFP' })).toBeNull();
    expect(rowOf('Payroll RFP').getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Template' })).toBeTruthy();
  });

  it('filters by status and by the company-only checkbox', async () => {
    renderList();
    await within(table()).findByText('Benefits RFP');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Published' }));
    await waitFor(() => expect(within(table()).queryByText('Benefits RFP')).toBeNull());
    expect(within(table()).getByText('Payroll RFP')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'My Company Only' }));
    expect(await within(table()).findByText('There are no entries to display')).toBeTruthy();
  });

  it('offers no Create Template to readers and no company-only checkbox to administrators', async () => {
    renderList(['READ_TEMPLATES'], 'ADMIN');
    await within(table()).findByText('Benefits RFP');
    expect(screen.queryByRole('button', { name: 'Create Template' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'My Company Only' })).toBeNull();
  });
});
