import { Box } from '@mui/material';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { TermsDialog } from '../../features/accounts/components/terms-dialog';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { SessionExpiredDialog } from './session-expired-dialog';
import { TopBar } from './top-bar';

export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <OfflineBanner />
      <TopBar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <FloatingActions />
      <SessionExpiredDialog />
      <TermsDialog />
      <ScrollRestoration />
    </Box>
  );
}
