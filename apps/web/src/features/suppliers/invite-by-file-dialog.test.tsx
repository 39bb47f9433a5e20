import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  INVITE_FILE_MESSAGES,
  INVITE_MESSAGES,
  INVITE_TEMPLATE_PATH,
  MESSAGES,
  type ProjectStatus,
} from '@shortlist/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFiles, stubUploads } from '../../components/upload-queue';
import { InviteByFileDialog } from './invite-by-file-dialog';
import { InviteProjectSuppliersByFileDocument } from './invite-by-file-documents';

const PROJECT_ID = 'project-1';

const inviteMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: InviteProjectSuppliersByFileDocument, variables: { projectId: PROJECT_ID, fileId: 'file-1' } },
  result,
});

function renderDialog(mocks: MockedResponse[] = [], status: ProjectStatus = 'PUBLISHED') {
  stubUploads();
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <InviteByFileDialog project={{ id: PROJECT_ID, status }} onClose={onClose} />
      </SnackbarProvider>
    </MockedProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Upload XLSX' }));
  const choose = () => chooseFiles(dialog.getByLabelText('Supplier invitation file (.xlsx)'), ['suppliers.xlsx']);
  const submit = () => fireEvent.click(dialog.getByRole('button', { name: 'Invite' }));
  return { dialog, onClose, choose, submit };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InviteByFileDialog', () => {
  it('offers the template and accepts one .xlsx', () => {
    const { dialog } = renderDialog();
    expect(dialog.getByRole('link', { name: 'Download template' }).getAttribute('href')).toBe(INVITE_TEMPLATE_PATH);
    const input = dialog.getByLabelText('Supplier invitation file (.xlsx)');
    expect(input.getAttribute('accept')).toBe('.xlsx');
    expect(input.hasAttribute('multiple')).toBe(false);
  });

  it("says 'File is not uploaded yet' when submitted without a file", () => {
    const { dialog, submit } = renderDialog();
    submit();
    expect(dialog.getByRole('alert').textContent).toBe(INVITE_FILE_MESSAGES.notUploaded);
  });

  it('says before publishing that the suppliers are added and invited when the project is published', async () => {
    const { dialog, choose, submit } = renderDialog(
      [
        inviteMock({
          data: { inviteProjectSuppliersByFile: { __typename: 'FileInvitation', invited: 2, rejected: [] } },
        }),
      ],
      'IN_REVIEW',
    );
    choose();
    await dialog.findByRole('link', { name: 'suppliers.xlsx' });
    submit();
    expect(
      await dialog.findByText('2 suppliers added; their invites will be sent when the project is published'),
    ).toBeTruthy();
    expect(dialog.queryByText('2 suppliers invited')).toBeNull();
  });

  it('shows how many suppliers were invited and each row that was not', async () => {
    const { dialog, choose, submit } = renderDialog([
      inviteMock({
        data: {
          inviteProjectSuppliersByFile: {
            __typename: 'FileInvitation',
            invited: 2,
            rejected: [
              { __typename: 'RejectedInviteRow', row: 3, column: 'Email', reason: MESSAGES.email },
              { __typename: 'RejectedInviteRow', row: 7, column: 'Email', reason: INVITE_MESSAGES.domainExists },
            ],
          },
        },
      }),
    ]);
    choose();
    await dialog.findByRole('link', { name: 'suppliers.xlsx' });
    submit();
    await dialog.findByText('2 suppliers invited');
    const rows = within(dialog.getByRole('table', { name: 'Rows not invited' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowColumnReason',
      `3Email${MESSAGES.email}`,
      `7Email${INVITE_MESSAGES.domainExists}`,
    ]);
    dialog.getByRole('button', { name: 'Close' });
  });

  it('shows a refusal of the file and keeps the dialog open', async () => {
    const { dialog, choose, submit, onClose } = renderDialog([
      inviteMock({
        errors: [new GraphQLError(INVITE_FILE_MESSAGES.noHeader, { extensions: { code: 'BAD_USER_INPUT' } })],
      }),
    ]);
    choose();
    await dialog.findByRole('link', { name: 'suppliers.xlsx' });
    submit();
    await dialog.findByText(INVITE_FILE_MESSAGES.noHeader);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Invite' }).hasAttribute('disabled')).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });
});
