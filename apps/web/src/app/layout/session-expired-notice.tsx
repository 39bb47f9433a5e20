import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MESSAGES } from '@shortlist/domain';
import { useId } from 'react';

/** The Session Expired dialog itself (loaded when first shown; see session-expired-dialog.tsx). */
export function SessionExpiredNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>Session Expired</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{MESSAGES.sessionExpired}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
