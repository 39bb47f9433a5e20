import type { MockedResponse } from '@apollo/client/testing';
import { LIST_PAGE_SIZE_MAX, type ParticipationDisplay, type ProjectStatus } from '@shortlist/domain';
import { screen, within } from '@testing-library/react';
import { aiSearchMock } from '../ai';
import {
  buildProjectRecord,
  PROJECT_ID,
  projectMock,
  renderProjectPage,
  SupplierServiceTypeOptionsDocument,
} from '../projects';
import { ProjectSuppliersPage } from './project-suppliers-page';
import type { ProjectSupplier, VendorProduct } from './supplier-model';
import { ProjectProductsDocument, VendorDirectoryDocument, VendorIndustriesDocument } from './suppliers-documents';

export const ROUTE = '/projects/:id/products';
export const PATH = `/projects/${PROJECT_ID}/products`;
export const FAILURE = 'Sorry, we are having trouble with it. Please try again.';

export function buildSupplier(id: string, name: string, overrides: Partial<ProjectSupplier> = {}): ProjectSupplier {
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

export const PAYROLL = { __typename: 'SupplierServiceType', id: 'type-1', label: 'Payroll' } as const;

export const PRODUCT = {
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
export const ADDED: VendorProduct = {
  ...PRODUCT,
  id: 'product-old',
  name: 'Acme Benefits',
  isAdded: true,
  projectProductId: '1',
  status: 'ACCEPTED',
};

export const listMock = (
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

export const directoryMock = (products: VendorProduct[]): MockedResponse => ({
  request: {
    query: VendorDirectoryDocument,
    variables: { projectId: PROJECT_ID, filter: { keyword: '', serviceTypeIds: [], industry: '' } },
  },
  result: { data: { vendorDirectory: products } },
});

export const OPTIONS: MockedResponse[] = [
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

export function renderSuppliers(status: ProjectStatus, mocks: MockedResponse[], path = PATH) {
  return renderProjectPage(<ProjectSuppliersPage />, {
    path,
    route: ROUTE,
    privileges: ['MANAGE_PROJECT_STATE', 'VIEW_DASHBOARD'],
    // The AI search card asks for the project's supplier search; a test's own answer comes first.
    mocks: [projectMock(buildProjectRecord(status)), ...OPTIONS, ...mocks, aiSearchMock(PROJECT_ID, 'PRODUCTS', null)],
  });
}

export const table = () => within(screen.getByRole('table', { name: 'Suppliers' }));
