import { Alert, Link } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * Spec 2 §8 Project creation: the billing refusal (no active subscription, monthly limit) in the server's words,
 * shown beside the button that caused it, scrolled into view and focused so it is seen and read out. Give each
 * refusal its own key: a repeated one mounts again and comes back into view.
 */
export function BillingRefusalAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Link component={RouterLink} to="/pricing">
          Upgrade
        </Link>
      }
    >
      {message}
    </Alert>
  );
}
