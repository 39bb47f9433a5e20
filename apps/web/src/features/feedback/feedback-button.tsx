import FeedbackIcon from '@mui/icons-material/Feedback';
import { Dialog, Fab } from '@mui/material';
import { useId, useState } from 'react';
import { FeedbackForm } from './feedback-form';

/** The floating button that lets a signed-in user tell us what they think of the page they are on. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Fab variant="extended" color="secondary" size="medium" onClick={() => setOpen(true)}>
        <FeedbackIcon sx={{ mr: 1 }} />
        Feedback
      </Fab>
      <Dialog
        open={open}
        onClose={(_event, reason) => {
          // A stray click beside the dialog must not throw away what the user typed.
          if (reason !== 'backdropClick') close();
        }}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <FeedbackForm titleId={titleId} onClose={close} />
      </Dialog>
    </>
  );
}
