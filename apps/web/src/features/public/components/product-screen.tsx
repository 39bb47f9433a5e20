import { Box } from '@mui/material';
import { SCREEN_SIZE, type Screen } from '../screens';

/**
 * A picture of a real Shortlist screen (scripts/screenshots.ts takes them from the demo data). The first screen of a
 * page loads at once; the others when scrolled near.
 */
export function ProductScreen({ screen, eager = false }: { screen: Screen; eager?: boolean }) {
  return (
    <Box
      component="img"
      src={screen.src}
      alt={screen.alt}
      width={SCREEN_SIZE.width}
      height={SCREEN_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        boxShadow: 3,
        bgcolor: 'background.paper',
      }}
    />
  );
}
