import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../projects';
import {
  ADDED,
  buildSupplier,
  directoryMock,
  FAILURE,
  listMock,
  PRODUCT,
  renderSuppliers,
  table,
} from './project-suppliers-test-kit';
import { AddProjectSuppliersDocument, BlockProjectSuppliersDocument } from './suppliers-documents';

describe('ProjectSuppliersPage', () => {
  it('lists the suppliers with their status and row actions, expanding a row with a purpose', async () => {
    const suppliers = [
      buildSupplier('1', 'Acme — Acme Benefits', {
        purpose: 'Strong open-enrolment support',
        participationStatus: 'ACCEPTED',
        displayStatus: 'ACCEPTED',
      }),
      buildSupplier('2', 'Globex — Globex Flex'),
    ];
    renderSuppliers('PUBLISHED', [listMock(suppliers), directoryMock([PRODUCT, ADDED])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Suppliers' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Suppliers' });
    const rows = table().getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Acme — Acme Benefits')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Accepted')).toBeTruthy();
    expect(table().getByText('Invited')).toBeTruthy();
    expect(table().getByRole('button', { name: 'Block Globex — Globex Flex' })).toBeTruthy();
    // Delete asks first; Cancel leaves the supplier in the project.
    fireEvent.click(table().getByRole('button', { name: 'Delete Globex — Globex Flex' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Supplier' });
    expect(confirm.textContent).toContain('Are you sure you want to delete Globex — Globex Flex from the project?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Supplier' })).toBeNull());
    expect(table().getByText('Globex — Globex Flex')).toBeTruthy();
    expect(table().queryByRole('button', { name: 'Details of Globex — Globex Flex' })).toBeNull();

    const toggle = table().getByRole('button', { name: 'Details of Acme — Acme Benefits' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(table().getByText('General info')).toBeTruthy();
    expect(table().getByText('Industry: HR Software')).toBeTruthy();
    expect(table().getByText('Reason for selection')).toBeTruthy();
    expect(table().getByText('Strong open-enrolment support')).toBeTruthy();
    expect(table().getByRole('link', { name: 'sales@acme.example' }).getAttribute('href')).toBe(
      'mailto:sales@acme.example',
    );

    const results = within(await screen.findByRole('list', { name: 'Supplier search results' }));
    expect(results.getByRole('button', { name: 'Invite Acme — Acme Payroll' })).toBeTruthy();
    expect(results.queryByRole('button', { name: 'Invite Acme — Acme Benefits' })).toBeNull();
    expect(results.getByRole('button', { name: 'Revoke Acme — Acme Benefits' })).toBeTruthy();
  });

  it('says there are no suppliers to display', async () => {
    renderSuppliers('IN_REVIEW', [listMock([]), directoryMock([])]);
    expect(await screen.findByText('There are no suppliers to display')).toBeTruthy();
  });

  it('adds a directory product with its reason for selection and reloads the table', async () => {
    const added = buildSupplier('3', 'Acme — Acme Payroll', { purpose: 'Covers three states' });
    const addMock: MockedResponse = {
      request: {
        query: AddProjectSuppliersDocument,
        variables: { projectId: PROJECT_ID, products: [{ id: PRODUCT.id, purpose: 'Covers three states' }] },
      },
      result: { data: { addProjectSuppliers: true } },
    };
    renderSuppliers('IN_REVIEW', [
      listMock([]),
      directoryMock([PRODUCT]),
      addMock,
      listMock([added]),
      directoryMock([{ ...PRODUCT, isAdded: true, projectProductId: '3', status: 'PRESELECTED' }]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Acme — Acme Payroll' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Supplier' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason for selection' }), {
      target: { value: '  Covers three states ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Acme — Acme Payroll', { selector: 'td' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Supplier' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Revoke Acme — Acme Payroll' })).toBeTruthy();
  });

  it('shows the failure text when blocking fails', async () => {
    const supplier = buildSupplier('2', 'Globex — Globex Flex');
    renderSuppliers('PUBLISHED', [
      listMock([supplier]),
      directoryMock([]),
      {
        request: {
          query: BlockProjectSuppliersDocument,
          variables: { projectId: PROJECT_ID, products: [{ id: '2' }] },
        },
        error: new Error('Network down'),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Block Globex — Globex Flex' }));
    expect(await screen.findByText(FAILURE)).toBeTruthy();
  });

  it('shows blocked suppliers with Unblock when the Blocked status is chosen', async () => {
    const blocked = buildSupplier('4', 'Initech — Initech Pay', {
      participationStatus: 'BLOCKED',
      displayStatus: 'BLOCKED',
    });
    renderSuppliers('PUBLISHED', [listMock([]), directoryMock([]), listMock([blocked], ['BLOCKED'])]);
    await screen.findByText('There are no suppliers to display');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statuses' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Blocked' }));
    // The menu stays open for more choices; Escape closes it.
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Unblock Initech — Initech Pay' })).toBeTruthy();
    expect(table().queryByRole('button', { name: 'Block Initech — Initech Pay' })).toBeNull();
    expect(table().getByText('Blocked')).toBeTruthy();
  });

  it('shows the table without the search card or actions once scoring has started', async () => {
    renderSuppliers('SCORING', [
      listMock([buildSupplier('5', 'Acme — Acme Payroll', { displayStatus: 'AUTO_DECLINED' })]),
    ]);
    expect(await screen.findByText('Auto-Declined')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Find Suppliers' })).toBeNull();
    expect(table().queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('sends a DRAFT project to the dashboard', async () => {
    const { router } = renderSuppliers('DRAFT', []);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/dashboard`));
  });
});
