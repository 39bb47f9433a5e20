import {
  type AccessContext,
  type AccessProfile,
  type AccessRule,
  checkAccess,
  type Privilege,
  privilegeClosure,
} from '@shortlist/domain';
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { SessionQuery } from '../../gql/graphql';

export type AppConfig = SessionQuery['config'];
export type Profile = NonNullable<SessionQuery['profile']>;

/** The access-rule subject on the web: the domain's profile plus what web rules read (the password switch). */
interface WebAccessProfile extends AccessProfile {
  canChangePassword: boolean;
  /** The company setting enableExperts (the tasks menu rule, spec 1 §6). */
  enableExperts: boolean;
}

export type WebAccessRule = AccessRule<AppConfig>;

export interface SignOutOptions {
  /** False when the server has already ended the session (after a password change). */
  callServer?: boolean;
  /** A success message shown on the sign-in page. */
  message?: string;
}

export interface Session {
  config: AppConfig;
  profile: Profile | null;
  /** The profile's privileges with their implications followed. */
  privileges: ReadonlySet<Privilege>;
  refetch: () => Promise<void>;
  /** Ends the session, clears cached data and goes to the sign-in page. */
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** True while signOut runs; route guards wait instead of redirecting. */
  signingOut: boolean;
}

export const SessionContext = createContext<Session | null>(null);

/** The session, or null outside the session provider (the last-resort error screen). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside the session provider');
  return session;
}

export function privilegesOf(profile: Profile | null): ReadonlySet<Privilege> {
  return new Set(privilegeClosure(profile?.privileges ?? []));
}

function accessContext(session: Session, hash: string): AccessContext<AppConfig> {
  const { profile } = session;
  const subject: WebAccessProfile | null =
    profile === null
      ? null
      : {
          id: profile.id,
          type: profile.type,
          status: profile.status,
          companyId: profile.company.id,
          companyKind: profile.company.kind,
          actingOnBehalf: profile.actingOnBehalf,
          canChangePassword: profile.canChangePassword,
          enableExperts: profile.company.features.enableExperts,
        };
  return { profile: subject, config: session.config, hash, privileges: session.privileges };
}

/** Decides access rules for the current user and address. */
export function useAccess(): (rule: WebAccessRule) => boolean {
  const session = useSession();
  const { hash } = useLocation();
  return (rule) => checkAccess(rule, accessContext(session, hash));
}

/** Access rule of pages that need the profile to allow changing the password. */
export const canChangePassword: WebAccessRule = ({ profile }) =>
  profile !== null && 'canChangePassword' in profile && profile.canChangePassword === true;
