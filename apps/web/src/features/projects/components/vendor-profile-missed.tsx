import { Alert, AlertTitle } from '@mui/material';
import { VENDOR_PROFILE_MESSAGES } from '@shortlist/domain';

/** Spec 2 §8: the project list of a supplier whose company profile is not submitted yet. */
export function VendorProfileMissed() {
  return (
    <Alert severity="info">
      <AlertTitle>{VENDOR_PROFILE_MESSAGES.missed}</AlertTitle>
      {VENDOR_PROFILE_MESSAGES.missedHint}
    </Alert>
  );
}
