import type { MockedResponse } from '@apollo/client/testing';
import { LIST_PAGE_SIZE_MAX, type ParticipationDisplay, type ProjectStatus } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupplierServiceTypeOptionsDocument } from '../projects';
import { buildProjectRecord, PROJECT_ID, projectMock, renderProjectPage } from '../projects';
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
    notes: null,
    shareNotes: null,
    relatedLinks: [],
    lacksServiceTypes: false,
    answersSubmittedAt: null,
    answersSubmittedBy: null,
    answersSubmitDeadline: null,
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
  projectProductId: null,
  status: 'NEW',
  relatedLinks: [],
  serviceTypes: [PAYROLL],
} as VendorProduct;
const ADDED: VendorProduct = {
  ...PRODUCT,
  id: 'product-old',
  name: 'Acme Benefits',
  isAdded: true,
  projectProductId: '1',
  status: 'ACCEPTED',
};

const listMock = (
  suppliers: ProjectSupplier[],
  statuses: ParticipationDisplay[] = [],
  withIssues = false,
): MockedResponse => ({
  request: {
    query: ProjectProductsDocument,
    variables: { projectId: PROJECT_ID, filter: { keyword: '', statuses, withIssues } },
  },
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

function renderSuppliers(status: ProjectStatus, mocks: MockedResponse[], path = PATH) {
  return renderProjectPage(<ProjectSuppliersPage />, {
    path,
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
