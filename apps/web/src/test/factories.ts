import type { AppConfig, Profile, Session } from '../lib/session';
import { privilegesOf } from '../lib/session';

export function buildConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    supportEmail: 'support@shortlist.example',
    salesEmail: 'sales@shortlist.example',
    termsVersion: '2025.08.28',
    recaptchaSiteKey: null,
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    email: 'ada@broker.example',
    type: 'BROKER',
    status: 'ACTIVE',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: null,
    avatar: null,
    role: { id: 'role-1', name: 'Project Manager' },
    canChangePassword: true,
    termsAndConditionsVersion: '2025.08.28',
    contrastMode: false,
    projectStatusUpdate: { enabled: true },
    newNotification: { enabled: true },
    newFaqQuestion: { enabled: true },
    privileges: [],
    actingOnBehalf: false,
    company: {
      id: 'company-1',
      name: 'Broker Ltd',
      kind: 'BROKER',
      features: { scoringType: 'NUMBERS', enableClientTables: false, enableExperts: false },
    },
    ...overrides,
  };
}

/** A loaded session; pass `profile: null` for a signed-out visitor. */
export function buildSession(overrides: Partial<Session> = {}): Session {
  const profile = overrides.profile === undefined ? buildProfile() : overrides.profile;
  return {
    config: buildConfig(),
    profile,
    privileges: privilegesOf(profile),
    refetch: async () => {},
    signOut: async () => {},
    signingOut: false,
    ...overrides,
  };
}
