import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { DelayedPageProgress } from '../../components/page-progress';
import { useSession } from '../../lib/session';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { SessionExpiredDialog } from './session-expired-dialog';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSignedInShell } from './use-signed-in-shell';

export function AppLayout() {
  const { profile } = useSession();
  const shell = useSignedInShell(profile !== null);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <OfflineBanner />
      <TopBar />
      {/* The skip link focuses main; it is no control, so it shows no focus ring. */}
      <Box component="main" id={MAIN_CONTENT_ID} sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}>
        {/* Pages load on first use; one boundary for all of them keeps the current page up while the next loads. */}
        <Suspense fallback={<DelayedPageProgress />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <FloatingActions />
      <SessionExpiredDialog />
      {shell === null ? null : <shell.TermsDialog />}
      <ScrollRestoration />
    </Box>
  );
}
