import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ProjectRelation } from '@shortlist/domain';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../lib/session';
import { SessionContext } from '../../../lib/session';
import { buildProfile, buildSession } from '../../../test/factories';
import { ProjectFiltersDocument, ProjectsDocument } from '../projects-documents';
import { buildProjectRow } from '../search/search-test-kit';
import { ProjectsSearchPage } from './projects-search-page';

const filtersMock: MockedResponse = {
  request: { query: ProjectFiltersDocument },
  result: { data: { projectFilters: { __typename: 'ProjectFilters', projectServiceTypes: [], clients: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function listMock(role: ProjectRelation): MockedResponse {
  return {
    request: {
      query: ProjectsDocument,
      variables: {
        pagination: { page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'DESC' } },
        filter: { keyword: null, role, clientId: null, projectServiceTypeIds: null, archived: false },
      },
    },
    result: { data: { projects: { __typename: 'ProjectPage', total: 1, results: [buildProjectRow()] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderPage(profile: Profile, path: string, role: ProjectRelation) {
  const router = createMemoryRouter([{ path: '/projects/search', element: <ProjectsSearchPage /> }], {
    initialEntries: [path],
  });
  render(
    <SessionContext value={buildSession({ profile })}>
      <MockedProvider mocks={[filtersMock, listMock(role)]}>
        <RouterProvider router={router} />
      </MockedProvider>
    </SessionContext>,
  );
}

async function headers() {
  const table = screen.getByRole('table', { name: 'Projects' });
  await within(table).findByText('Payroll platform selection');
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

describe('ProjectsSearchPage', () => {
  it('lists a broker user their buy-side projects by default', async () => {
    renderPage(buildProfile(), '/projects/search', 'BUY_SIDE');
    expect(await headers()).toEqual(['Name', 'Project Types', 'Client', 'Owner', 'Type', 'Status', 'Created At']);
    expect(screen.getByRole('combobox', { name: 'Project Role' }).textContent).toBe('Buy side');
  });

  it('lists a supplier user their supplier projects by default', async () => {
    renderPage(buildProfile({ type: 'SUPPLIER' }), '/projects/search', 'SUPPLIER');
    expect(await headers()).toEqual(['Name', 'Project Types', 'Brokerage Firm', 'Type', 'Status', 'Active Phase']);
    expect(screen.getByRole('combobox', { name: 'Project Role' }).textContent).toBe('Supplier');
  });

  it('takes the role from the address', async () => {
    renderPage(buildProfile(), '/projects/search?role=CLIENT', 'CLIENT');
    expect(await headers()).toEqual(['Name', 'Type', 'Status', 'Created At']);
  });
});
