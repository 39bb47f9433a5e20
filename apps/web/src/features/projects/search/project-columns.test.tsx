import type { ProjectRelation } from '@shortlist/domain';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../components/data-table';
import { type ProjectRow, projectColumns } from './project-columns';
import { buildProjectRow } from './search-test-kit';

const STATE = { page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'DESC' as const }, keyword: '' };

function renderTable(role: ProjectRelation, rows: ProjectRow[], canViewDashboard = true) {
  const element = (
    <DataTable
      label="Projects"
      columns={projectColumns(role, { canViewDashboard })}
      rows={rows}
      total={rows.length}
      state={STATE}
      onStateChange={() => {}}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  const table = screen.getByRole('table', { name: 'Projects' });
  const [, ...bodyRows] = within(table).getAllByRole('row');
  return {
    headers: within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
    cells: bodyRows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
    hrefs: within(table)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href')),
  };
}

describe('project list columns', () => {
  it('shows the buy-side columns, linking names to the dashboard or the preview', () => {
    const table = renderTable('BUY_SIDE', [buildProjectRow({ status: 'SCORING' })]);
    expect(table.headers).toEqual(['Name', 'Project Types', 'Client', 'Owner', 'Type', 'Status', 'Created At']);
    expect(table.cells).toEqual([
      [
        'Payroll platform selection',
        'Payroll',
        'Contoso',
        'Peter Manager',
        'RFP',
        'In Progress: Evaluation',
        'Jan 10, 2030',
      ],
    ]);
    expect(table.hrefs).toEqual(['/projects/p1/dashboard']);
  });

  it('links buy-side names to the preview without VIEW_DASHBOARD', () => {
    expect(renderTable('BUY_SIDE', [buildProjectRow()], false).hrefs).toEqual(['/projects/p1/preview']);
  });

  it('shows the supplier columns with the New badge, brokerage firm, supplier status and active phase', () => {
    const table = renderTable('SUPPLIER', [
      buildProjectRow({ id: 'p1', status: 'SCORING', isNew: true }),
      buildProjectRow({ id: 'p2', name: 'Benefits panel', type: 'PANEL', status: 'COMPLETED', isNew: false }),
    ]);
    expect(table.headers).toEqual(['Name', 'Project Types', 'Brokerage Firm', 'Type', 'Status', 'Active Phase']);
    expect(table.cells).toEqual([
      [
        'Payroll platform selectionNew',
        'Payroll',
        'Northwind Brokerage',
        'RFP',
        'Awaiting',
        'Mar 2, 2030 – Apr 5, 2030',
      ],
      ['Benefits panel', 'Payroll', 'Northwind Brokerage', 'Panel', 'Closed', 'Mar 2, 2030 – Apr 5, 2030'],
    ]);
    expect(table.hrefs).toEqual(['/invite-to-project/p1/preview', '/invite-to-project/p2/preview']);
  });

  it('reads the active phase in New York days', () => {
    const table = renderTable('SUPPLIER', [
      buildProjectRow({ publishDate: '2030-03-02T03:00:00.000Z', plannedDecisionDate: '2030-04-05T12:00:00.000Z' }),
    ]);
    expect(table.cells[0]?.[5]).toBe('Mar 1, 2030 – Apr 5, 2030');
  });

  it('shows the client columns with the client status', () => {
    const table = renderTable('CLIENT', [buildProjectRow({ status: 'COMPLETED' })]);
    expect(table.headers).toEqual(['Name', 'Type', 'Status', 'Created At']);
    expect(table.cells).toEqual([['Payroll platform selection', 'RFP', 'Published', 'Jan 10, 2030']]);
    expect(table.hrefs).toEqual(['/client-projects/p1']);
  });

  it('keeps Name, Type and Status on phones and hides the other columns there', () => {
    for (const role of ['BUY_SIDE', 'SUPPLIER', 'CLIENT'] as const) {
      const onPhones = projectColumns(role, { canViewDashboard: true }).filter((column) => !column.hideOnPhone);
      expect(onPhones.map((column) => column.header)).toEqual(['Name', 'Type', 'Status']);
    }
  });
});
