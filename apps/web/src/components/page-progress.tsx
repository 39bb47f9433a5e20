import { Box, CircularProgress } from '@mui/material';

/** Shown while a page waits for data it cannot render without. */
export function PageProgress() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
