import { useEffect, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import { fetchInvitation, type Invitation } from '../accounts-api';

interface InvitationLookup {
  loading: boolean;
  invitation: Invitation | null;
}

/** Looks up an invitation token; a failed lookup is logged and leaves the form without invitation data. */
export function useInvitation(token: string | null): InvitationLookup {
  const [lookup, setLookup] = useState<InvitationLookup>({ loading: token !== null, invitation: null });

  useEffect(() => {
    if (token === null) return undefined;
    let active = true;
    fetchInvitation(token)
      .then((invitation) => {
        if (active) setLookup({ loading: false, invitation });
      })
      .catch((error: unknown) => {
        reportError(error, 'Invitation lookup failed');
        if (active) setLookup({ loading: false, invitation: null });
      });
    return () => {
      active = false;
    };
  }, [token]);

  return lookup;
}
