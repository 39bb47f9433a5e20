import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { sendConfirmEmail } from '../accounts-api';

/** Sends the confirmation e-mail again; a tick shows once the server has accepted the request. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setSending(true);
    setError(null);
    try {
      await sendConfirmEmail(email);
      setSent(true);
    } catch (caught) {
      setError(toUserMessage(caught));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={resend} disabled={sending}>
          Resend Confirmation
        </Button>
        {sent ? <CheckCircleIcon color="success" titleAccess="Confirmation e-mail sent" /> : null}
      </Stack>
      {error === null ? null : (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
