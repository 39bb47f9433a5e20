import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Alert } from '@mui/material';
import { MESSAGES } from '@shortlist/domain';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Stays at the top of the page for as long as the browser is offline. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <Alert
      severity="warning"
      icon={<WifiOffIcon />}
      sx={{ position: 'sticky', top: 0, zIndex: 'snackbar', borderRadius: 0, justifyContent: 'center' }}
    >
      {MESSAGES.offline}
    </Alert>
  );
}
