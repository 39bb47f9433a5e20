import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MESSAGES, SESSION_EXPIRED_HASH } from '@shortlist/domain';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Opens when the address carries the session-expired marker; OK removes the marker. */
export function SessionExpiredDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const open = location.hash === SESSION_EXPIRED_HASH;

  const close = () => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      { replace: true, state: location.state },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>Session Expired</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{MESSAGES.sessionExpired}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
