import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { PRIVILEGES, privilegeClosure } from '@shortlist/domain';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UsersScope } from './hooks/use-users-scope';
import { RolesDocument } from './users-documents';

/** Renders a users-area component inside Apollo mocks, toasts and a data router (the leave prompt needs one). */
export function renderWithProviders(element: ReactNode, mocks: MockedResponse[] = []) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </MockedProvider>,
  );
}

const TENANT = { id: 'company-1', name: 'Broker Ltd', enableExperts: true };

/** A broker company administrator: works in their own company, cannot grant administrator-only privileges. */
export function brokerScope(overrides: Partial<UsersScope> = {}): UsersScope {
  return {
    loading: false,
    isAdministrator: false,
    managesBrokers: false,
    picksCompany: false,
    tenant: TENANT,
    companies: [TENANT],
    heldPrivileges: privilegeClosure(['MANAGE_ALL_PROJECTS', 'MANAGE_USERS', 'MANAGE_CLIENTS', 'REVIEW_TEMPLATES']),
    viewerRoleId: 'role-admin',
    viewerId: 'user-admin',
    ...overrides,
  };
}

/** A platform administrator not acting on behalf: picks the company. */
export function administratorScope(overrides: Partial<UsersScope> = {}): UsersScope {
  return brokerScope({
    isAdministrator: true,
    managesBrokers: true,
    picksCompany: true,
    tenant: { id: 'platform', name: 'Shortlist Platform', enableExperts: true },
    companies: [TENANT, { id: 'company-2', name: 'No Experts Ltd', enableExperts: false }],
    heldPrivileges: PRIVILEGES,
    ...overrides,
  });
}

/** The roles query of the invite dialog for company-1, answering with its Project Manager role. */
export const ROLE_OPTIONS_MOCK = {
  request: {
    query: RolesDocument,
    variables: {
      companyId: 'company-1',
      pagination: { page: 1, pageSize: 100, sort: { field: 'name', direction: 'ASC' } },
    },
  },
  result: {
    data: {
      roles: {
        __typename: 'RolePage',
        total: 1,
        results: [
          {
            __typename: 'Role',
            id: 'role-pm',
            name: 'Project Manager',
            isSystem: true,
            isDefault: false,
            privileges: ['MANAGE_PROJECT_STATE'],
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            company: { __typename: 'CompanySummary', id: 'company-1', name: 'Broker Ltd' },
          },
        ],
      },
    },
  },
};
