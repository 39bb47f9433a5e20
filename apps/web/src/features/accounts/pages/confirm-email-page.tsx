import { Button } from '@mui/material';
import { MESSAGES } from '@shortlist/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen';
import { PageProgress } from '../../../components/page-progress';
import { StatusPage } from '../../../components/status-page';
import { SIGN_IN_PATH } from '../../../lib/paths';
import { confirmEmail } from '../accounts-api';

type Confirmation = { state: 'pending' } | { state: 'verified' } | { state: 'failed'; error?: unknown };

/** Reached from the confirmation e-mail (`?hash=`). Only the status ACTIVE counts as verified. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash') || null;
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'pending' });
  const sent = useRef(false);

  useEffect(() => {
    // The link works once, so the request is sent once even when effects run twice.
    if (sent.current || hash === null) return;
    sent.current = true;
    confirmEmail(hash)
      .then(({ status }) => setConfirmation(status === 'ACTIVE' ? { state: 'verified' } : { state: 'failed' }))
      .catch((error: unknown) => setConfirmation({ state: 'failed', error }));
  }, [hash]);

  if (hash === null) return <ErrorScreen message={MESSAGES.invalidLink} />;
  if (confirmation.state === 'pending') return <PageProgress />;
  if (confirmation.state === 'failed') return <ErrorScreen error={confirmation.error} />;
  return (
    <StatusPage
      title="E-mail Verified"
      message="Your e-mail has been verified"
      actions={
        <Button variant="contained" component={RouterLink} to={SIGN_IN_PATH}>
          Log In
        </Button>
      }
    />
  );
}
