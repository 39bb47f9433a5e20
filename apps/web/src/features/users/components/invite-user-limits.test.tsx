import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { InviteUserDocument } from '../users-documents';
import { brokerScope, ROLE_OPTIONS_MOCK, renderWithProviders } from '../users-test-kit';
import { InviteUserDialog } from './invite-user-dialog';

describe('InviteUserDialog and the plan', () => {
  it('without an active subscription says why and disables the fields', () => {
    renderWithProviders(
      <InviteUserDialog open scope={brokerScope()} onClose={vi.fn()} onInvited={vi.fn()} subscriptionInactive />,
      [ROLE_OPTIONS_MOCK],
    );
    expect(screen.getByText('Please activate your subscription to invite users.')).toBeTruthy();
    for (const name of ['Email', 'First Name', 'Last Name']) {
      expect(screen.getByRole('textbox', { name }).hasAttribute('disabled')).toBe(true);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.queryByText('Please enter an email address')).toBeNull();
  });

  it('hands a PLAN_LIMIT_REACHED refusal to the page instead of a toast', async () => {
    const refused = {
      request: {
        query: InviteUserDocument,
        variables: {
          email: 'nia@example.com',
          firstName: 'Nia',
          lastName: 'Newton',
          companyId: 'company-1',
          roleId: 'role-pm',
        },
      },
      result: {
        errors: [
          new GraphQLError('User invitation limit reached.', {
            extensions: { code: 'PLAN_LIMIT_REACHED', details: { current: 2, max: 2 } },
          }),
        ],
      },
    };
    const onPlanLimit = vi.fn();
    renderWithProviders(
      <InviteUserDialog open scope={brokerScope()} onClose={vi.fn()} onInvited={vi.fn()} onPlanLimit={onPlanLimit} />,
      [ROLE_OPTIONS_MOCK, refused],
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'nia@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Nia' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), { target: { value: 'Newton' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Project Manager' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(onPlanLimit).toHaveBeenCalledWith({ message: 'User invitation limit reached.', current: 2, max: 2 }),
    );
    expect(screen.queryByText('Unable to invite user')).toBeNull();
  });
});
