import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_OPTIONS_MOCK, renderWithProviders } from '../users-test-kit';
import { EditUserDialog, type UserItem } from './edit-user-dialog';

const USER: UserItem = {
  id: 'user-7',
  name: 'Nia Newton',
  email: 'nia@example.com',
  type: 'BROKER',
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
  role: { id: 'role-viewer', name: 'Viewer' },
  company: { id: 'company-1', name: 'Broker Ltd' },
};

const role = (id: string, name: string, privileges: string[]) => ({
  ...ROLE_OPTIONS_MOCK.result.data.roles.results[0],
  id,
  name,
  privileges,
});

/** Company-1's roles: the user's own, one within a manager's privileges and the company administrator's. */
const ROLES_MOCK = {
  ...ROLE_OPTIONS_MOCK,
  result: {
    data: {
      roles: {
        __typename: 'RolePage',
        total: 3,
        results: [
          role('role-admin', 'Company Administrator', ['MANAGE_ALL_PROJECTS', 'MANAGE_USERS']),
          role('role-deputy', 'Deputy', ['MANAGE_USERS']),
          role('role-viewer', 'Viewer', ['MANAGE_CLIENTS']),
        ],
      },
    },
  },
};

describe('EditUserDialog', () => {
  it('offers only roles whose privileges the viewer holds, keeping the user’s current role', async () => {
    renderWithProviders(
      <EditUserDialog user={USER} heldPrivileges={['MANAGE_USERS']} onClose={vi.fn()} onSaved={vi.fn()} />,
      [ROLES_MOCK],
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Role/ }));
    const option = async (name: string) => (await screen.findByRole('option', { name })).getAttribute('aria-disabled');
    expect(await option('Company Administrator')).toBe('true');
    expect(await option('Deputy')).not.toBe('true');
    expect(await option('Viewer')).not.toBe('true');
  });
});
