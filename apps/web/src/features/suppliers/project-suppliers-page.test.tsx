import type { MockedResponse } from '@apollo/client/testing';
import { LIST_PAGE_SIZE_MAX, type ParticipationDisplay, type ProjectStatus } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupplierServiceTypeOptionsDocument } from '../projects/projects-documents';
import {
  buildProjectRecord,
  PROJECT_ID,
  projectMock,
  renderProjectPage,
} from '../projects/dashboard/dashboard-test-kit';
import { ProjectSuppliersPage } from './project-suppliers-page';
import type { ProjectSupplier, VendorProduct } from './supplier-model';
import {
  AddProjectSuppliersDocument,
  BlockProjectSuppliersDocument,
  ProjectProductsDocument,
  VendorDirectoryDocument,
  VendorIndustriesDocument,
} from './suppliers-documents';

const ROUTE = '/projects/:id/products';
const PATH = `/projects/${PROJECT_ID}/products`;
const FAILURE = 'Sorry, we are having trouble with it. Please try again.';

function buildSupplier(id: string, name: string, overrides: Partial<ProjectSupplier> = {}): ProjectSupplier {
  // The API's type names, which the generated result types leave out.
  return {
    __typename: 'ProjectProduct',
    id,
    productId: `product-${id}`,
    name,
    email: 'sales@acme.example',
    purpose: '',
    participationStatus: 'INVITED',
    displayStatus: 'INVITED',
    vendor: {
      __typename: 'ProjectProductVendor',
      id: 'vendor-1',
      name: 'Acme',
      industry: 'HR Software',
    },
    ...overrides,
  } as ProjectSupplier;
}

const PAYROLL = { __typename: 'SupplierServiceType', id: 'type-1', label: 'Payroll' } as const;

const PRODUCT = {
  __typename: 'VendorProduct',
  id: 'product-new',
  name: 'Acme Payroll',
  vendorName: 'Acme',
  industry: 'HR Software',
  isAdded: false,
  serviceTypes: [PAYROLL],
} as VendorProduct;
const ADDED: VendorProduct = { ...PRODUCT, id: 'product-old', name: 'Acme Benefits', isAdded: true };

const listMock = (suppliers: ProjectSupplier[], statuses: ParticipationDisplay[] = []): MockedResponse => ({
  request: { query: ProjectProductsDocument, variables: { projectId: PROJECT_ID, filter: { keyword: '', statuses } } },
  result: { data: { projectProducts: suppliers } },
});

const directoryMock = (products: VendorProduct[]): MockedResponse => ({
  request: {
    query: VendorDirectoryDocument,
    variables: { projectId: PROJECT_ID, filter: { keyword: '', serviceTypeIds: [], industry: '' } },
  },
  result: { data: { vendorDirectory: products } },
});

const OPTIONS: MockedResponse[] = [
  { request: { query: VendorIndustriesDocument }, result: { data: { vendorIndustries: ['HR Software'] } } },
  {
    request: {
      query: SupplierServiceTypeOptionsDocument,
      variables: { pagination: { page: 1, pageSize: LIST_PAGE_SIZE_MAX } },
    },
    result: {
      data: {
        supplierServiceTypes: {
          __typename: 'SupplierServiceTypePage',
          results: [PAYROLL],
        },
      },
    },
  },
];

function renderSuppliers(status: ProjectStatus, mocks: MockedResponse[]) {
  return renderProjectPage(<ProjectSuppliersPage />, {
    path: PATH,
    route: ROUTE,
    privileges: ['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'],
    mocks: [projectMock(buildProjectRecord(status)), ...OPTIONS, ...mocks],
  });
}

const table = () => within(screen.getByRole('table', { name: 'Suppliers' }));

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
    expect(results.getByRole('button', { name: 'Add Acme — Acme Payroll' })).toHaveProperty('disabled', false);
    expect(results.getByRole('button', { name: 'Added Acme — Acme Benefits' })).toHaveProperty('disabled', true);
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
      directoryMock([{ ...PRODUCT, isAdded: true }]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Acme — Acme Payroll' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Supplier' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason for selection' }), {
      target: { value: '  Covers three states ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Acme — Acme Payroll', { selector: 'td' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Supplier' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Added Acme — Acme Payroll' })).toHaveProperty('disabled', true);
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
