import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { PageProgress } from '../components/page-progress';
import { logout, signInNotice } from '../features/accounts';
import { setSigningOut as markSigningOut } from '../lib/apollo';
import { toUserMessage } from '../lib/errors';
import { SIGN_IN_PATH } from '../lib/paths';
import { privilegesOf, type Session, SessionContext, SessionDocument, type SignOutOptions } from '../lib/session';

/** Loads the configuration and the signed-in profile once, and offers refetch and sign-out to every page. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, previousData, error, refetch } = useQuery(SessionDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // The profile being signed out: until the session no longer shows it, every guarded page waits (a sign-in page
  // reached meanwhile would otherwise see the old profile and send the user on, dropping its notice).
  const [signingOutOf, setSigningOutOf] = useState<string | null>(null);
  // While the store is reset the query has no data; the previous answer keeps the page in place meanwhile.
  const current = data ?? previousData;
  const signingOut = signingOutOf !== null && current?.profile?.id === signingOutOf;
  if (signingOutOf !== null && current !== undefined && !signingOut) setSigningOutOf(null);

  const refetchSession = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const signOut = useCallback(
    async ({ callServer = true, message }: SignOutOptions = {}) => {
      const signedIn = current?.profile?.id ?? null;
      setSigningOutOf(signedIn);
      markSigningOut(true);
      try {
        if (callServer) {
          await logout();
        }
        await navigate(SIGN_IN_PATH, { replace: true, state: message === undefined ? null : signInNotice(message) });
        // Only the session is asked again: refetching every active query (resetStore) would send the signed-in
        // pages' queries without a session, and their 401 would look like an expired session.
        await client.clearStore();
        await refetch();
      } catch (caught) {
        setSigningOutOf(null);
        enqueueSnackbar(toUserMessage(caught), { variant: 'error' });
      } finally {
        markSigningOut(false);
      }
    },
    [client, navigate, enqueueSnackbar, refetch, current],
  );

  const session = useMemo((): Session | null => {
    if (current === undefined) return null;
    return {
      config: current.config,
      profile: current.profile,
      privileges: privilegesOf(current.profile),
      refetch: refetchSession,
      signOut,
      signingOut,
    };
  }, [current, refetchSession, signOut, signingOut]);

  if (session === null) {
    return error === undefined ? (
      <PageProgress />
    ) : (
      <main>
        <ErrorScreen error={error} />
      </main>
    );
  }
  return <SessionContext value={session}>{children}</SessionContext>;
}
