import { Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';

/** Shown while a page waits for data it cannot render without. */
export function PageProgress() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** How long a loading page shows nothing, so that a page whose code arrives quickly does not flash a spinner. */
const PROGRESS_DELAY_MS = 300;

/** The fallback while a page's code loads: nothing at first, then the page progress. */
export function DelayedPageProgress() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <PageProgress /> : null;
}
