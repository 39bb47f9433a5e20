import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { AI_MESSAGES } from '@shortlist/domain';
import type { AiSearchCardState } from './use-ai-search-card';

/**
 * Spec 2 §4 and spec 3 §4: while the search is PENDING, the generating indicator with Cancel; a failed search's
 * message once it ended FAILED.
 */
export function AiSearchProgress({ card }: { card: AiSearchCardState }) {
  const { search } = card;
  if (search?.status === 'FAILED') return <Alert severity="error">{AI_MESSAGES.failed}</Alert>;
  if (search?.status !== 'PENDING') return null;
  return (
    <Box>
      <LinearProgress aria-label={`Generating AI suggestions for ${search.keyword}`} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Generating suggestions for “{search.keyword}”…
        </Typography>
        <Button size="small" disabled={card.busy} onClick={() => void card.cancel()}>
          Cancel search
        </Button>
      </Stack>
    </Box>
  );
}
