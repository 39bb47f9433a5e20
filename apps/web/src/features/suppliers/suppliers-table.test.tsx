import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectSupplier } from './supplier-model';
import { SuppliersTable } from './suppliers-table';

const supplier = (overrides: Partial<ProjectSupplier>): ProjectSupplier => ({
  id: 'row-1',
  productId: 'product-1',
  name: 'Acme — Acme Payroll',
  email: 'sales@acme.example',
  purpose: '',
  participationStatus: 'INVITED',
  displayStatus: 'INVITED',
  notes: null,
  shareNotes: null,
  relatedLinks: [],
  lacksServiceTypes: false,
  answersSubmittedAt: null,
  answersSubmittedBy: null,
  answersSubmitDeadline: null,
  vendor: { id: 'vendor-1', name: 'Acme', industry: '' },
  ...overrides,
});

function renderTable(suppliers: ProjectSupplier[]) {
  const actions = {
    add: vi.fn(),
    remove: vi.fn(),
    block: vi.fn(),
    blockCandidate: vi.fn(),
    unblock: vi.fn(),
    resend: vi.fn(async () => true),
  };
  render(<SuppliersTable suppliers={suppliers} editable actions={actions} />);
  return { actions, table: within(screen.getByRole('table', { name: 'Suppliers' })) };
}

describe('SuppliersTable invitations', () => {
  it('offers Resend Invite for invited suppliers only', () => {
    const { actions, table } = renderTable([
      supplier({}),
      supplier({ id: 'row-2', name: 'Globex — Flex', participationStatus: 'ACCEPTED', displayStatus: 'ACCEPTED' }),
    ]);
    expect(table.queryByRole('button', { name: 'Resend Invite Globex — Flex' })).toBeNull();
    fireEvent.click(table.getByRole('button', { name: 'Resend Invite Acme — Acme Payroll' }));
    expect(actions.resend).toHaveBeenCalledWith('row-1');
  });

  it('shows an e-mail invitation by its product name and address, without a vendor', () => {
    const { table } = renderTable([
      supplier({
        productId: null,
        name: 'Payroll Cloud',
        email: 'bids@cloud.example',
        vendor: { id: null, name: '', industry: '' },
      }),
    ]);
    const [, row] = table.getAllByRole('row');
    expect(within(row as HTMLElement).getByText('Payroll Cloud')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('bids@cloud.example')).toBeTruthy();
  });
});

describe('SuppliersTable submissions', () => {
  it('says Submitted with the time (New York) and who submitted, on a submitted supplier’s row only', () => {
    const { table } = renderTable([
      supplier({}),
      supplier({
        id: 'row-2',
        name: 'Globex — Flex',
        participationStatus: 'ACCEPTED',
        displayStatus: 'ACCEPTED',
        answersSubmittedAt: '2026-11-28T02:30:00.000Z',
        answersSubmittedBy: 'Sam Supplier',
      }),
    ]);
    const [, invited, submitted] = table.getAllByRole('row');
    expect(
      within(submitted as HTMLElement).getByText('Submitted on Nov 27, 2026, 9:30 PM EST by Sam Supplier'),
    ).toBeTruthy();
    expect(within(invited as HTMLElement).queryByText(/Submitted on/)).toBeNull();
  });
});

describe('SuppliersTable notes', () => {
  it('offers Notes in a status without other actions, and only to a user who keeps notes', () => {
    const onNotes = vi.fn();
    const actions = {
      add: vi.fn(),
      remove: vi.fn(),
      block: vi.fn(),
      blockCandidate: vi.fn(),
      unblock: vi.fn(),
      resend: vi.fn(),
    };
    const { rerender } = render(
      <SuppliersTable suppliers={[supplier({})]} editable={false} actions={actions} onNotes={onNotes} />,
    );
    const table = within(screen.getByRole('table', { name: 'Suppliers' }));
    expect(table.queryByRole('button', { name: 'Block Acme — Acme Payroll' })).toBeNull();
    fireEvent.click(table.getByRole('button', { name: 'Notes Acme — Acme Payroll' }));
    expect(onNotes).toHaveBeenCalledWith(expect.objectContaining({ id: 'row-1' }));
    rerender(<SuppliersTable suppliers={[supplier({})]} editable={false} actions={actions} />);
    expect(table.queryByRole('button', { name: 'Notes Acme — Acme Payroll' })).toBeNull();
    expect(table.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});

describe('SuppliersTable row menu', () => {
  it('shows each row’s menu, with the Actions column, in a status without other actions', () => {
    const actions = {
      add: vi.fn(),
      remove: vi.fn(),
      block: vi.fn(),
      blockCandidate: vi.fn(),
      unblock: vi.fn(),
      resend: vi.fn(),
    };
    render(
      <SuppliersTable
        suppliers={[supplier({ participationStatus: 'ACCEPTED', displayStatus: 'ACCEPTED' })]}
        editable={false}
        actions={actions}
        rowMenu={(row) => <button type="button">{`Answers ${row.name}`}</button>}
      />,
    );
    const table = within(screen.getByRole('table', { name: 'Suppliers' }));
    expect(table.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(table.getByRole('button', { name: 'Answers Acme — Acme Payroll' })).toBeTruthy();
  });
});
