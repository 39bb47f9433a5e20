import { Stack } from '@mui/material';
import { ScrollUpButton } from '../../components/scroll-up-button';
import { FeedbackButton } from '../../features/feedback/feedback-button';
import { useSession } from '../../lib/session/session-context';

/** The floating buttons in the bottom-right corner: scroll up, and Feedback for signed-in users. */
export function FloatingActions() {
  const { profile } = useSession();
  return (
    <Stack spacing={1.5} sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'speedDial', alignItems: 'flex-end' }}>
      <ScrollUpButton />
      {profile === null ? null : <FeedbackButton />}
    </Stack>
  );
}
