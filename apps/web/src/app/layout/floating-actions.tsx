import { Stack } from '@mui/material';
import { ScrollUpButton } from '../../components/scroll-up-button';
import { useSession } from '../../lib/session';
import { useSignedInShell } from './use-signed-in-shell';

/** The floating buttons in the bottom-right corner: scroll up, and Feedback for signed-in users. */
export function FloatingActions() {
  const { profile } = useSession();
  const shell = useSignedInShell(profile !== null);
  return (
    <Stack spacing={1.5} sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'speedDial', alignItems: 'flex-end' }}>
      <ScrollUpButton />
      {shell === null ? null : <shell.FeedbackButton />}
    </Stack>
  );
}
