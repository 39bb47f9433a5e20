import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { InviteUserDocument } from '../users-documents';
import { administratorScope, brokerScope, ROLE_OPTIONS_MOCK, renderWithProviders } from '../users-test-kit';
import { InviteUserDialog } from './invite-user-dialog';

const INVITE_VARIABLES = {
  email: 'nia@example.com',
  firstName: 'Nia',
  lastName: 'Newton',
  companyId: 'company-1',
  roleId: 'role-pm',
};

function renderDialog(scope = brokerScope(), mocks: unknown[] = []) {
  const onInvited = vi.fn();
  renderWithProviders(
    <InviteUserDialog open scope={scope} onClose={vi.fn()} onInvited={onInvited} />,
    mocks as never[],
  );
  return { onInvited };
}

async function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: ' Nia@Example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Nia' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), { target: { value: 'Newton' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Role/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Project Manager' }));
}

describe('InviteUserDialog', () => {
  it('shows the invitation messages of spec 1 §5, the company one for administrators', async () => {
    renderDialog(administratorScope());
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    for (const message of [
      'Please enter an email address',
      'Please enter the first name',
      'Please enter the last name',
      'Please select a company',
      'Please select a role for the user',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it("invites into the viewer's own company with one of its roles and says so", async () => {
    const invite = {
      request: { query: InviteUserDocument, variables: INVITE_VARIABLES },
      result: { data: { inviteUser: { __typename: 'User', id: 'user-new' } } },
    };
    const { onInvited } = renderDialog(brokerScope(), [ROLE_OPTIONS_MOCK, invite]);
    expect(screen.queryByRole('combobox', { name: /Company/ })).toBeNull();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('User invited successfully')).toBeTruthy();
    expect(onInvited).toHaveBeenCalled();
  });

  it("shows the server's message when it refuses, beside the field and as a toast", async () => {
    const refused = {
      request: { query: InviteUserDocument, variables: INVITE_VARIABLES },
      result: {
        errors: [
          new GraphQLError('A user with this email already exists', {
            extensions: { code: 'BAD_USER_INPUT', fields: { email: 'A user with this email already exists' } },
          }),
        ],
      },
    };
    const { onInvited } = renderDialog(brokerScope(), [ROLE_OPTIONS_MOCK, refused]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(screen.getAllByText('A user with this email already exists')).toHaveLength(2));
    expect(onInvited).not.toHaveBeenCalled();
  });
});
