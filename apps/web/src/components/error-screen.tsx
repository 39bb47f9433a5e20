import { Button, Link, Typography } from '@mui/material';
import { MESSAGES, SUPPORT_EMAIL } from '@shortlist/domain';
import { toUserMessage } from '../lib/errors';
import { HOME_PATH } from '../lib/paths';
import { useOptionalSession } from '../lib/session';
import { StatusPage } from './status-page';

interface ErrorScreenProps {
  /** The error to explain; without one the generic text shows. */
  error?: unknown;
  /** A message that says more than the error would. */
  message?: string;
  /** Offer a way back to the home page (a full page load, so it also recovers from a broken state). */
  showHome?: boolean;
}

/** Spec 1 §2: the server message or the generic text, a support contact and an optional Back to Home. */
export function ErrorScreen({ error, message, showHome = true }: ErrorScreenProps) {
  const supportEmail = useOptionalSession()?.config.supportEmail ?? SUPPORT_EMAIL;
  return (
    <StatusPage
      title="Something Went Wrong"
      message={message ?? (error === undefined ? MESSAGES.generic : toUserMessage(error))}
      actions={
        showHome ? (
          <Button variant="contained" href={HOME_PATH}>
            Back to Home
          </Button>
        ) : undefined
      }
    >
      <Typography>
        <Link href={`mailto:${supportEmail}`}>{MESSAGES.contactSupport}</Link>
      </Typography>
    </StatusPage>
  );
}
