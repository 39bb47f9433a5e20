import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { toUserMessage } from '../../../lib/errors';
import { TERMS_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { AcceptTermsDocument } from '../account-documents';

/**
 * Blocks the application until the signed-in user accepts the current terms version. It cannot be dismissed:
 * Agree records the acceptance, Disagree signs out without asking. The terms page itself stays readable.
 */
export function TermsDialog() {
  const { profile, config, refetch, signOut, signingOut } = useSession();
  const { pathname } = useLocation();
  const [acceptTerms] = useMutation(AcceptTermsDocument);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const open =
    profile !== null &&
    profile.termsAndConditionsVersion !== config.termsVersion &&
    !signingOut &&
    pathname !== TERMS_PATH;
  const updated = profile?.termsAndConditionsVersion != null;

  const agree = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptTerms({ variables: { version: config.termsVersion } });
      await refetch();
    } catch (caught) {
      setError(toUserMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>
        {updated ? 'Terms and Conditions have been updated' : 'Terms and Conditions'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {updated ? 'We have updated our ' : 'Please read our '}
          <Link href={TERMS_PATH} target="_blank" rel="noopener">
            Terms and Conditions
          </Link>
          . To continue using Shortlist, please agree to them.
        </DialogContentText>
        {error === null ? null : (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()} disabled={busy}>
          Disagree
        </Button>
        <Button onClick={() => void agree()} variant="contained" disabled={busy}>
          Agree
        </Button>
      </DialogActions>
    </Dialog>
  );
}
