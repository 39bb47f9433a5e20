import { privilegeClosure } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreateRoleDocument } from '../users-documents';
import { administratorScope, brokerScope, renderWithProviders } from '../users-test-kit';
import { RoleDialog, type RoleItem } from './role-dialog';

const ROLE: RoleItem = {
  id: 'role-9',
  name: 'Analyst',
  isSystem: false,
  isDefault: false,
  privileges: privilegeClosure(['MANAGE_ALL_SCORING']),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  company: { id: 'company-1', name: 'Broker Ltd' },
};

function renderDialog(role: RoleItem | null, scope = brokerScope(), mocks = []) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<RoleDialog open role={role} scope={scope} onClose={onClose} onSaved={onSaved} />, mocks);
  return { onClose, onSaved };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const defaultSwitch = () => screen.getByRole('switch', { name: 'Is Default' }) as HTMLInputElement;

describe('RoleDialog', () => {
  it('asks before making the role the default, with the exact wording', async () => {
    renderDialog(null);
    fireEvent.click(defaultSwitch());
    const confirm = await screen.findByRole('dialog', { name: 'Set as Default' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to set the role as default? This role will automatically be assigned to all new users.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set as Default' })).toBeNull());
    expect(defaultSwitch().checked).toBe(false);

    fireEvent.click(defaultSwitch());
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(defaultSwitch().checked).toBe(true));
  });

  it('requires a name and, for an administrator, a company', async () => {
    renderDialog(null, administratorScope());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('loads an edited role with its implied privileges locked, and closes unchanged without saving', async () => {
    const { onClose, onSaved } = renderDialog(ROLE);
    expect(checkbox('Manage All Scoring')).toMatchObject({ checked: true, disabled: false });
    expect(checkbox('Read Scoring')).toMatchObject({ checked: true, disabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lets a manager holding only Manage Users tick only that, the rest disabled', () => {
    renderDialog(null, brokerScope({ heldPrivileges: ['MANAGE_USERS'] }));
    expect(checkbox('Manage Users').disabled).toBe(false);
    for (const label of ['Manage All Projects', 'Manage Clients', 'Review Templates', 'Read Scoring']) {
      expect(checkbox(label)).toMatchObject({ checked: false, disabled: true });
    }
  });

  it('keeps a system role’s name fixed', () => {
    renderDialog({ ...ROLE, isSystem: true });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('creates a role in the own company with the privileges shown checked', async () => {
    const privileges = privilegeClosure(['MANAGE_ALL_SCORING']);
    const mock = {
      request: {
        query: CreateRoleDocument,
        variables: { name: 'Scorers', isDefault: false, companyId: 'company-1', privileges },
      },
      result: { data: { createRole: { __typename: 'Role', id: 'role-new' } } },
    };
    const { onSaved } = renderDialog(null, brokerScope(), [mock] as never[]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Scorers' } });
    fireEvent.click(checkbox('Manage All Scoring'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
