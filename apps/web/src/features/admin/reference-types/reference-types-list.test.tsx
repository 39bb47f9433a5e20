import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { adminProfile, adminViewerMock, companyOf } from '../admin-test-kit';
import { ReferenceTypesList } from './reference-types-list';

const ROWS = [{ id: 'type-1', label: 'Payroll', description: 'Payroll processing', createdAt: '2025-03-01T12:00:00Z' }];

function renderList(profile = adminProfile(), actingOnBehalf = false) {
  const remove = vi.fn(async () => {});
  const save = vi.fn(async () => {});
  renderInApp(
    <ReferenceTypesList
      title="Project Types"
      singular="Project Type"
      withDescription
      rows={ROWS}
      total={1}
      loading={false}
      error={undefined}
      state={{ page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'DESC' }, keyword: '' }}
      onStateChange={() => {}}
      save={save}
      remove={remove}
    />,
    { session: buildSession({ profile }), mocks: [adminViewerMock(profile, actingOnBehalf)] },
  );
  return { remove, save };
}

describe('ReferenceTypesList', () => {
  it('shows Name, Description and Created columns', async () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Project Types' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Created']);
    expect(within(table).getByText('Mar 1, 2025')).toBeTruthy();
  });

  it('hides add, edit and delete from an administrator who is not acting on behalf', async () => {
    renderList(adminProfile(), false);
    await screen.findByText('Payroll');
    // Give the viewer query time to answer, then make sure nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Add Project Type' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Payroll' })).toBeNull();
  });

  it('offers them to an administrator acting on behalf, and delete warns about unassigning', async () => {
    const { remove } = renderList(adminProfile({ company: companyOf('northwind', 'Northwind') }), true);
    expect(await screen.findByRole('button', { name: 'Add Project Type' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project Type' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this project type? It will be unassigned from all projects.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Project Type has been deleted');
    expect(remove).toHaveBeenCalledWith(ROWS[0]);
  });

  it('offers them to a broker with the privilege', async () => {
    renderList(buildProfile({ privileges: ['MANAGE_ALL_PROJECTS'] }), false);
    expect(await screen.findByRole('button', { name: 'Add Project Type' })).toBeTruthy();
  });

  it('validates the dialog with the domain messages and closes an unchanged edit without saving', async () => {
    const { save } = renderList(buildProfile({ privileges: ['MANAGE_ALL_PROJECTS'] }), false);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Project Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Project Type' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Payroll' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Project Type' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Project Type' })).toBeNull());
    expect(save).not.toHaveBeenCalled();
  });
});
