import { IconButton, Menu, MenuItem } from '@mui/material';
import { MESSAGES } from '@shortlist/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProfileAvatar } from '../../features/accounts';
import { IMPORTS_PATHS, importUsers } from '../../features/imports';
import { ACCOUNT_DETAILS_PATH, ACCOUNT_SETTINGS_PATH, CHANGE_PASSWORD_PATH } from '../../lib/paths';
import { type Profile, useAccess, useSession } from '../../lib/session';

/**
 * The signed-in user's menu: account details, settings (brokers), My Uploads (spec 1 §2: MANAGE_PROJECT_STATE or
 * MANAGE_PROJECT_TEMPLATES), password change and log out (after a confirmation).
 */
export function AccountMenu({ profile }: { profile: Profile }) {
  const { signOut } = useSession();
  const can = useAccess();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);

  const logOut = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    setConfirming(false);
  };

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor === null ? undefined : menuId}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <ProfileAvatar profile={profile} size={36} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={ACCOUNT_DETAILS_PATH} onClick={close}>
          My Account
        </MenuItem>
        {profile.type === 'BROKER' ? (
          <MenuItem component={RouterLink} to={ACCOUNT_SETTINGS_PATH} onClick={close}>
            Settings
          </MenuItem>
        ) : null}
        {can(importUsers) ? (
          <MenuItem component={RouterLink} to={IMPORTS_PATHS.uploads} onClick={close}>
            My Uploads
          </MenuItem>
        ) : null}
        {profile.canChangePassword ? (
          <MenuItem component={RouterLink} to={CHANGE_PASSWORD_PATH} onClick={close}>
            Change Password
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
        >
          Log out
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title="Log Out"
        message={MESSAGES.logoutConfirm}
        confirmLabel="Log out"
        busy={busy}
        onConfirm={() => void logOut()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
