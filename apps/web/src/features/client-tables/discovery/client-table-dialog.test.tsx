import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { emptyCell } from '@shortlist/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClientTableFieldsFragment } from '../../../gql/graphql';
import { CreateClientTableDocument } from '../client-tables-documents';
import { ClientTableDialog } from './client-table-dialog';

function renderDialog(mocks: MockedResponse[] = [], table: ClientTableFieldsFragment | null = null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ClientTableDialog projectId="p1" table={table} onClose={onClose} onSaved={onSaved} />
    </MockedProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: table ? 'Edit Client Table' : 'Create Client Table' }));
  return { dialog, onClose, onSaved };
}

const columnTitles = (dialog: ReturnType<typeof renderDialog>['dialog']) =>
  dialog.getAllByRole('textbox', { name: /^Title of column/ }).map((field) => (field as HTMLInputElement).value);

describe('Create/Edit Client Table (design mode, spec 2 §5, §9)', () => {
  it("starts with 'Column 1', names new columns 'Column {n}' and stops at 4; the only column cannot be deleted", () => {
    const { dialog } = renderDialog();
    expect(columnTitles(dialog)).toEqual(['Column 1']);
    expect(dialog.getByRole('button', { name: 'Delete column 1' })).toHaveProperty('disabled', true);
    const add = dialog.getByRole('button', { name: 'Add Column' });
    for (let count = 0; count < 3; count++) fireEvent.click(add);
    expect(columnTitles(dialog)).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4']);
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete column 2' }));
    expect(columnTitles(dialog)).toEqual(['Column 1', 'Column 3', 'Column 4']);
  });

  it('adds rows up to 50', () => {
    const rows = Array.from({ length: 49 }, (_, index) => ({ id: `r${index}`, cells: { c: emptyCell('text') } }));
    const data = { columns: [{ id: 'c', title: 'Location', meta: { clientResponse: false } }], rows };
    const table = { id: 't1', name: 'Census', visibleToVendor: false, data, version: 1, updatedAt: '' };
    const { dialog } = renderDialog([], table);
    const add = dialog.getByRole('button', { name: 'Add Row' });
    expect(add).toHaveProperty('disabled', false);
    fireEvent.click(add);
    expect(dialog.getByRole('button', { name: 'Delete row 50' })).toBeTruthy();
    expect(add).toHaveProperty('disabled', true);
  });

  it('requires a title of at most 50 characters, trimmed', async () => {
    const { dialog, onSaved } = renderDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Required')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), { target: { value: 't'.repeat(51) } });
    expect(dialog.getByText('Must be less than or equal to 50 characters')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a duplicate list option by name and a max length over 5 digits in the cell settings', () => {
    const { dialog } = renderDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Settings of Column 1, row 1' }));
    const settings = within(screen.getByRole('dialog', { name: 'Cell Settings: Column 1, row 1' }));
    fireEvent.change(settings.getByRole('textbox', { name: 'Max length' }), { target: { value: '100000' } });
    expect(settings.getByText('Please enter a positive whole number of at most 5 digits')).toBeTruthy();
    expect(settings.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);

    fireEvent.mouseDown(settings.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(screen.getByRole('option', { name: 'List' }));
    const option = settings.getByRole('textbox', { name: 'New option' });
    fireEvent.change(option, { target: { value: 'Aetna' } });
    fireEvent.click(settings.getByRole('button', { name: 'Add Option' }));
    fireEvent.change(option, { target: { value: 'aetna ' } });
    fireEvent.click(settings.getByRole('button', { name: 'Add Option' }));
    expect(settings.getByText("The option 'aetna' is already added")).toBeTruthy();
    fireEvent.click(settings.getByRole('button', { name: 'Apply' }));
    expect(dialog.getByRole('checkbox', { name: 'Aetna' })).toBeTruthy();
  });

  it('asks Save or Discard Changes before closing with unsaved changes', () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), { target: { value: 'Census' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const prompt = within(screen.getByRole('dialog', { name: 'Unsaved Changes' }));
    expect(prompt.getByRole('button', { name: 'Save' })).toBeTruthy();
    fireEvent.click(prompt.getByRole('button', { name: 'Discard Changes' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('creates the table with its title, visibility and data', async () => {
    const create: MockedResponse = {
      request: {
        query: CreateClientTableDocument,
        variables: (variables: { input: { name: string; visibleToVendor: boolean } }) =>
          variables.input.name === 'Census' && variables.input.visibleToVendor,
      },
      result: {
        data: {
          createClientTable: {
            __typename: 'ClientTable',
            id: 't1',
            name: 'Census',
            visibleToVendor: true,
            data: {},
            version: 1,
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        },
      },
    };
    const { dialog, onClose, onSaved } = renderDialog([create]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), { target: { value: 'Census' } });
    fireEvent.click(dialog.getByRole('switch', { name: 'Visible to vendor' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });
});
