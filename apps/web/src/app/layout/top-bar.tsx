import { AppBar, Box, Button, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { OnBehalfPicker } from '../../features/admin';
import { HOME_PATH, SIGN_IN_PATH } from '../../lib/paths';
import { useAccess, useSession } from '../../lib/session';
import { APP_ROUTES, MENU_GROUPS } from '../routes';
import { DesktopMenu } from './desktop-menu';
import { mainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { useSignedInShell } from './use-signed-in-shell';

export function TopBar() {
  const { profile } = useSession();
  const signedIn = profile !== null;
  const shell = useSignedInShell(signedIn);
  const can = useAccess();
  const entries = mainMenu(signedIn, APP_ROUTES, (route) => can(route.access), MENU_GROUPS);

  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to={HOME_PATH}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 700, mr: 2 }}
        >
          Shortlist
        </Link>
        <DesktopMenu entries={entries} />
        <Box sx={{ flexGrow: 1 }} />
        {/* Below lg the top bar has no room for the picker; the menu drawer shows it instead. */}
        <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
          <OnBehalfPicker />
        </Box>
        {profile === null || shell === null ? null : <shell.UpgradeButton profile={profile} />}
        {profile === null ? (
          <Button color="inherit" component={RouterLink} to={SIGN_IN_PATH}>
            Login
          </Button>
        ) : shell === null ? null : (
          <>
            <shell.NotificationCentre key={profile.id} />
            <shell.AccountMenu profile={profile} />
          </>
        )}
        {entries.length > 0 || profile?.type === 'ADMIN' ? (
          <MobileMenu entries={entries} header={<OnBehalfPicker fullWidth />} />
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
