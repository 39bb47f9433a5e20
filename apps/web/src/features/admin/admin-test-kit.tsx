import type { MockedResponse } from '@apollo/client/testing';
import type { Profile } from '../../lib/session';
import { buildProfile } from '../../test/factories';
import { AdminViewerDocument } from './on-behalf/on-behalf-documents';

/** The profile's company with the given id and name (other company fields as the factory builds them). */
export function companyOf(id: string, name: string): Profile['company'] {
  return { ...buildProfile().company, id, name };
}

/** A platform administrator with every administration privilege. */
export function adminProfile(overrides: Partial<Profile> = {}): Profile {
  return buildProfile({
    id: 'admin-1',
    type: 'ADMIN',
    name: 'Ada Admin',
    company: companyOf('platform', 'Shortlist Platform'),
    privileges: ['MANAGE_BROKERS', 'MANAGE_USERS', 'MANAGE_CLIENTS', 'MANAGE_ALL_PROJECTS'],
    ...overrides,
  });
}

/** The AdminViewer answer for a profile, acting on behalf or not. */
export function adminViewerMock(profile: Profile, actingOnBehalf: boolean): MockedResponse {
  return {
    request: { query: AdminViewerDocument },
    result: {
      data: {
        profile: {
          __typename: 'Profile',
          id: profile.id,
          type: profile.type,
          actingOnBehalf,
          company: { __typename: 'ProfileCompany', id: profile.company.id, name: profile.company.name },
        },
      },
    },
  };
}
