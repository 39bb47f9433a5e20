import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { INVITE_MESSAGES, type ProjectStatus } from '@shortlist/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { InviteByEmailDialog } from './invite-by-email-dialog';
import { AddProjectSuppliersDocument, InviteProjectSuppliersByEmailDocument } from './suppliers-documents';
import { useInviteActions } from './use-invite-actions';

const PROJECT_ID = 'project-1';
const ROW = { email: 'sales@acme.example', productName: 'Acme Payroll' };

const inviteMock = (result: MockedResponse['result'], row = ROW): MockedResponse => ({
  request: { query: InviteProjectSuppliersByEmailDocument, variables: { projectId: PROJECT_ID, products: [row] } },
  result,
});

const refusal = (message: string, extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError(message, { extensions })],
});

const REGISTERED = refusal(INVITE_MESSAGES.domainExists, {
  code: 'DOMAIN_IS_ALREADY_EXISTED',
  details: {
    email: ROW.email,
    vendor: { id: 'vendor-1', name: 'Acme' },
    products: [
      { id: 'product-alpha', name: 'Alpha HR', isAdded: false },
      { id: 'product-beta', name: 'Beta Pay', isAdded: true },
    ],
  },
});

function Harness({ onClose, status }: { onClose: () => void; status: ProjectStatus }) {
  return <InviteByEmailDialog actions={useInviteActions(PROJECT_ID, status)} onClose={onClose} />;
}

function renderDialog(mocks: MockedResponse[] = [], status: ProjectStatus = 'PUBLISHED') {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <Harness onClose={onClose} status={status} />
      </SnackbarProvider>
    </MockedProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Invite by E-mail' }));
  const fill = (values: { email?: string; productName?: string }) => {
    if (values.productName !== undefined) {
      fireEvent.change(dialog.getByRole('textbox', { name: 'Supplier Title' }), {
        target: { value: values.productName },
      });
    }
    if (values.email !== undefined) {
      fireEvent.change(dialog.getByRole('textbox', { name: 'Email' }), { target: { value: values.email } });
    }
  };
  const invite = () => fireEvent.click(dialog.getByRole('button', { name: 'Invite' }));
  return { dialog, fill, invite, onClose };
}

describe('InviteByEmailDialog', () => {
  it('shows the field messages of spec 2 §5 as captions and sends nothing', async () => {
    const { dialog, fill, invite, onClose } = renderDialog();
    invite();
    expect(dialog.getAllByText('Required')).toHaveLength(2);
    fill({ productName: 'x'.repeat(101), email: 'not-an-address' });
    invite();
    expect(dialog.getByText('Must be less than or equal to 100 characters')).toBeTruthy();
    expect(dialog.getByText('Must be a valid email')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('invites with the title trimmed and the address lower-cased, then says so and closes', async () => {
    const { fill, invite, onClose } = renderDialog([inviteMock({ data: { inviteProjectSuppliersByEmail: true } })]);
    fill({ productName: '  Acme Payroll ', email: ' Sales@Acme.example ' });
    invite();
    expect(await screen.findByText(INVITE_MESSAGES.sent)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it.each(['DRAFT', 'IN_REVIEW'] as const)(
    'says in %s that the invite goes out when the project is published',
    async (status) => {
      const { fill, invite, onClose } = renderDialog(
        [inviteMock({ data: { inviteProjectSuppliersByEmail: true } })],
        status,
      );
      fill(ROW);
      invite();
      expect(await screen.findByText('The invite will be sent when the project is published')).toBeTruthy();
      expect(screen.queryByText(INVITE_MESSAGES.sent)).toBeNull();
      expect(onClose).toHaveBeenCalled();
    },
  );

  it('warns of a registered domain and adds one of the vendor’s products instead', async () => {
    const add: MockedResponse = {
      request: {
        query: AddProjectSuppliersDocument,
        variables: { projectId: PROJECT_ID, products: [{ id: 'product-alpha' }] },
      },
      result: { data: { addProjectSuppliers: true } },
    };
    const { dialog, fill, invite, onClose } = renderDialog([inviteMock(REGISTERED), add]);
    fill(ROW);
    invite();
    expect(await dialog.findByText(INVITE_MESSAGES.domainExists)).toBeTruthy();
    expect(dialog.getByRole('alert').textContent).toContain(INVITE_MESSAGES.domainExists);
    const products = within(dialog.getByRole('radiogroup', { name: 'Acme products' }));
    expect((products.getByRole('radio', { name: 'Beta Pay (Already Added)' }) as HTMLInputElement).disabled).toBe(true);
    const addButton = dialog.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(addButton.disabled).toBe(true);
    fireEvent.click(products.getByRole('radio', { name: 'Alpha HR' }));
    expect(addButton.disabled).toBe(false);
    fireEvent.click(addButton);
    expect(await screen.findByText(INVITE_MESSAGES.sent)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a field message the server gave as a caption, without a toast', async () => {
    const taken = refusal(INVITE_MESSAGES.emailInvited, {
      code: 'BAD_USER_INPUT',
      fields: { 'products.0.email': INVITE_MESSAGES.emailInvited },
    });
    const { dialog, fill, invite, onClose } = renderDialog([inviteMock(taken)]);
    fill(ROW);
    invite();
    expect(await dialog.findByText(INVITE_MESSAGES.emailInvited)).toBeTruthy();
    expect(screen.queryByText(INVITE_MESSAGES.failed)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says Unable to send the invite and closes when the server kept the invitation', async () => {
    const unsent = refusal(INVITE_MESSAGES.failed, { code: 'INVITE_NOT_SENT' });
    const kept = renderDialog([inviteMock(unsent)]);
    kept.fill(ROW);
    kept.invite();
    await waitFor(() => expect(kept.onClose).toHaveBeenCalled());
    expect(screen.getByText(INVITE_MESSAGES.failed)).toBeTruthy();
  });

  it('stays open after a failure that kept nothing', async () => {
    const failed = refusal('OOPS! Something went wrong. Please try again later', { code: 'INTERNAL_SERVER_ERROR' });
    const { fill, invite, onClose } = renderDialog([inviteMock(failed)]);
    fill(ROW);
    invite();
    expect(await screen.findByText(INVITE_MESSAGES.failed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
