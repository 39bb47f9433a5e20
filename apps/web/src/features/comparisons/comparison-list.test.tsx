import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { buildProjectRecord } from '../projects';
import { ComparisonList } from './comparison-list';
import { buildComparisonRow, comparisonsMock, PROJECT } from './comparison-test-kit';

const MINE = buildComparisonRow();
const THEIRS = buildComparisonRow({ id: 'c-2', name: 'Their view', isPrivate: false, mayEdit: false, createdBy: 'Bo' });

function renderList(status: 'SCORING' | 'PUBLISHED' = 'SCORING') {
  const project = { ...buildProjectRecord(status), id: PROJECT };
  return renderInApp(<ComparisonList project={project} branchId={null} />, {
    path: `/projects/${PROJECT}/comparison`,
    mocks: [comparisonsMock([MINE, { ...THEIRS, isPrivate: true }])],
  });
}

const rowOf = (name: string) => {
  const row = within(screen.getByRole('table', { name: 'Comparisons' }))
    .getByText(name)
    .closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

describe('ComparisonList', () => {
  it('shows the spec columns and offers edit and delete on the viewer’s own comparisons only', async () => {
    renderList();
    await screen.findByText('Shortlist');
    expect(
      within(screen.getByRole('table', { name: 'Comparisons' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Products', 'Visibility', 'Created At', 'Created By', 'Actions']);
    expect(rowOf('Shortlist').getByRole('link', { name: 'Shortlist' }).getAttribute('href')).toBe(
      `/projects/${PROJECT}/comparison/c-1`,
    );
    expect(rowOf('Shortlist').getByText('Benefits Cloud (Acme)')).toBeTruthy();
    expect(rowOf('Shortlist').getByText('Public')).toBeTruthy();
    expect(rowOf('Their view').getByText('Private')).toBeTruthy();
    expect(rowOf('Shortlist').getByRole('button', { name: 'Edit Shortlist' })).toBeTruthy();
    expect(rowOf('Shortlist').getByRole('button', { name: 'Delete Shortlist' })).toBeTruthy();
    expect(rowOf('Their view').queryByRole('button', { name: 'Edit Their view' })).toBeNull();
    expect(rowOf('Their view').queryByRole('button', { name: 'Delete Their view' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Comparison' })).toBeTruthy();
  });

  it('offers no Add outside Awaiting, Scoring and Completed', async () => {
    renderList('PUBLISHED');
    await screen.findByText('Shortlist');
    expect(screen.queryByRole('button', { name: 'Add New Comparison' })).toBeNull();
  });
});
