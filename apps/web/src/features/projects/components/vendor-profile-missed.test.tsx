import { VENDOR_PROFILE_ERROR_CODES, VENDOR_PROFILE_MESSAGES } from '@shortlist/domain';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { ProjectsSearchPage } from '../pages/projects-search-page';
import { ProjectsDocument } from '../projects-documents';

describe('the project list of a supplier whose profile is not submitted', () => {
  it('says the synchronization can take one hour instead of the list', async () => {
    const error = new GraphQLError(VENDOR_PROFILE_MESSAGES.missed, {
      extensions: { code: VENDOR_PROFILE_ERROR_CODES.missed },
    });
    renderInApp(<ProjectsSearchPage />, {
      path: '/projects/search',
      session: buildSession({ profile: buildProfile({ type: 'SUPPLIER' }) }),
      mocks: [
        {
          request: {
            query: ProjectsDocument,
            variables: {
              pagination: { page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'DESC' } },
              filter: { keyword: null, role: 'SUPPLIER', clientId: null, projectServiceTypeIds: null, archived: false },
            },
          },
          result: { errors: [error] },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    expect(await screen.findByText(VENDOR_PROFILE_MESSAGES.missed)).toBeTruthy();
    expect(screen.getByText(VENDOR_PROFILE_MESSAGES.missedHint)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Projects' })).toBeNull();
  });
});
