import FeedbackIcon from '@mui/icons-material/Feedback';
import { Dialog, Fab, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { DelayedPageProgress } from '../../components/page-progress';
import { lazyNamed } from '../../lib/lazy-named';

// The form (and the form library with its schemas) loads when the dialog first opens.
const FeedbackForm = lazyNamed(() => import('./feedback-form'), 'FeedbackForm');

/** The floating button that lets a signed-in user tell us what they think of the page they are on. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      {/* On phones only the icon shows, so the button covers as little of the page as it can. */}
      <Fab
        variant={phone ? 'circular' : 'extended'}
        color="secondary"
        size="medium"
        aria-label={phone ? 'Feedback' : undefined}
        onClick={() => setOpen(true)}
      >
        <FeedbackIcon sx={phone ? undefined : { mr: 1 }} />
        {phone ? null : 'Feedback'}
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
        <Suspense fallback={<DelayedPageProgress />}>
          <FeedbackForm titleId={titleId} onClose={close} />
        </Suspense>
      </Dialog>
    </>
  );
}
