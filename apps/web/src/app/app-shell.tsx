import { AppLayout } from './layout/app-layout';
import { SessionProvider } from './session-provider';

/** The root route: the session (which needs the router for sign-out) around the page layout. */
export function AppShell() {
  return (
    <SessionProvider>
      <AppLayout />
    </SessionProvider>
  );
}
