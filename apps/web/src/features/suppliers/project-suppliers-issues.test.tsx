import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../projects';
import {
  ADDED,
  buildSupplier,
  directoryMock,
  listMock,
  PATH,
  PRODUCT,
  renderSuppliers,
  table,
} from './project-suppliers-test-kit';
import type { VendorProduct } from './supplier-model';
import { BlockProjectSuppliersDocument } from './suppliers-documents';

describe('ProjectSuppliersPage issues, related links and candidates', () => {
  const lacking = buildSupplier('6', 'Globex — Globex Enrol', {
    lacksServiceTypes: true,
    purpose: 'Enrolment',
    relatedLinks: ['https://globex.example', 'https://globex.example/other'],
  });

  it('opens with the With Issues quick filter from the issue link and flags each row', async () => {
    renderSuppliers(
      'IN_REVIEW',
      [listMock([lacking], [], true), directoryMock([]), listMock([])],
      `${PATH}?filter=with-issues`,
    );
    expect(await screen.findByRole('img', { name: 'Service types do not match the project' })).toBeTruthy();
    const quickFilter = screen.getByRole('switch', { name: 'With Issues' });
    expect(quickFilter).toHaveProperty('checked', true);
    fireEvent.click(quickFilter);
    expect(await screen.findByText('There are no suppliers to display')).toBeTruthy();
  });

  it('turns the quick filter on and off from the filter bar (Reset too)', async () => {
    renderSuppliers('IN_REVIEW', [listMock([]), directoryMock([]), listMock([lacking], [], true), listMock([])]);
    await screen.findByText('There are no suppliers to display');
    fireEvent.click(screen.getByRole('switch', { name: 'With Issues' }));
    expect(await screen.findByText('Globex — Globex Enrol')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('There are no suppliers to display')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'With Issues' })).toHaveProperty('checked', false);
  });

  it('shows the first related link in the expanded row, opening in a new tab', async () => {
    renderSuppliers('IN_REVIEW', [listMock([lacking]), directoryMock([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Globex — Globex Enrol' }));
    const link = table().getByRole('link', { name: 'https://globex.example' });
    expect(link.getAttribute('href')).toBe('https://globex.example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(table().queryByRole('link', { name: 'https://globex.example/other' })).toBeNull();
  });

  it('labels candidates New or Preselected and offers Invite or Revoke and Block, nothing once blocked', async () => {
    const preselected: VendorProduct = { ...ADDED, status: 'PRESELECTED' };
    const blocked: VendorProduct = {
      ...PRODUCT,
      id: 'product-blocked',
      name: 'Acme Blocked',
      isAdded: true,
      projectProductId: '9',
      status: 'BLOCKED',
    };
    const blockMock: MockedResponse = {
      request: {
        query: BlockProjectSuppliersDocument,
        variables: { projectId: PROJECT_ID, products: [], candidates: [{ id: PRODUCT.id }] },
      },
      result: { data: { blockProjectSuppliers: true } },
    };
    renderSuppliers('IN_REVIEW', [
      listMock([]),
      directoryMock([PRODUCT, preselected, blocked]),
      blockMock,
      listMock([]),
      directoryMock([{ ...PRODUCT, isAdded: true, projectProductId: '10', status: 'BLOCKED' }, preselected, blocked]),
    ]);
    const results = within(await screen.findByRole('list', { name: 'Supplier search results' }));
    await results.findByRole('button', { name: 'Invite Acme — Acme Payroll' });
    const items = results.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Preselected')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Blocked')).toBeTruthy();
    expect(results.getByRole('button', { name: 'Invite Acme — Acme Payroll' })).toBeTruthy();
    expect(results.getByRole('button', { name: 'Revoke Acme — Acme Benefits' })).toBeTruthy();
    expect(results.getByRole('button', { name: 'Block Acme — Acme Benefits' })).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryAllByRole('button')).toEqual([]);

    fireEvent.click(results.getByRole('button', { name: 'Revoke Acme — Acme Benefits' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke Supplier' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke Supplier' })).toBeNull());

    fireEvent.click(results.getByRole('button', { name: 'Block Acme — Acme Payroll' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invite Acme — Acme Payroll' })).toBeNull());
    const reloaded = within(screen.getByRole('list', { name: 'Supplier search results' }));
    expect(within(reloaded.getAllByRole('listitem')[0] as HTMLElement).getByText('Blocked')).toBeTruthy();
  });
});
