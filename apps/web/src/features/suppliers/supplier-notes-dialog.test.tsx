import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MESSAGES, SUPPLIER_NOTES_MAX, SUPPLIER_NOTES_TEXTS } from '@shortlist/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { SupplierNotesDialog } from './supplier-notes-dialog';
import { SetProductNotesDocument } from './suppliers-documents';

const SUPPLIER = { id: 'row-1', name: 'Acme — Acme Payroll', notes: 'Old note', shareNotes: false };
const FIELD = 'Notes on Acme — Acme Payroll';

const saveMock = (result: MockedResponse['result']): MockedResponse => ({
  request: {
    query: SetProductNotesDocument,
    variables: { input: { projectId: 'project-1', productId: 'row-1', notes: 'Great demo', shareNotes: true } },
  },
  result,
});

function renderDialog(mocks: MockedResponse[] = []) {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <SupplierNotesDialog projectId="project-1" supplier={SUPPLIER} onClose={onClose} />
      </SnackbarProvider>
    </MockedProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: SUPPLIER_NOTES_TEXTS.title }));
  return { dialog, onClose };
}

describe('SupplierNotesDialog', () => {
  it('starts from the saved notes and saves them trimmed with the share choice', async () => {
    const { dialog, onClose } = renderDialog([saveMock({ data: { setProductNotes: true } })]);
    const field = dialog.getByRole('textbox', { name: FIELD });
    expect(field).toHaveProperty('value', 'Old note');
    const share = dialog.getByRole('checkbox', { name: SUPPLIER_NOTES_TEXTS.share });
    expect(share).toHaveProperty('checked', false);
    fireEvent.change(field, { target: { value: '  Great demo  ' } });
    fireEvent.click(share);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUPPLIER_NOTES_TEXTS.saved)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with the failure text when the call is refused', async () => {
    const { dialog, onClose } = renderDialog([saveMock({ errors: [new GraphQLError('Forbidden')] })]);
    fireEvent.change(dialog.getByRole('textbox', { name: FIELD }), { target: { value: 'Great demo' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: SUPPLIER_NOTES_TEXTS.share }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUPPLIER_NOTES_TEXTS.failed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses notes over the maximum, and Cancel closes', async () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: FIELD }), {
      target: { value: 'x'.repeat(SUPPLIER_NOTES_MAX + 1) },
    });
    expect(dialog.getByText(MESSAGES.maxLength(SUPPLIER_NOTES_MAX))).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
