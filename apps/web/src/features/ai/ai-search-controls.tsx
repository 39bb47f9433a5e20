import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { AI_KEYWORD_LIMITS, AI_MESSAGES } from '@shortlist/domain';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AiAllowanceNotice, atAiLimit } from './ai-allowance-notice';
import type { AiSearchCardState } from './use-ai-search-card';

interface AiSearchControlsProps {
  card: AiSearchCardState;
  /** The keyword field's label. */
  label: string;
  /** The start button's text ('Search', 'Generate'). */
  actionLabel: string;
  /** When set, starting asks first with this text (results exist that the new search replaces). */
  replaceWarning: string | null;
}

/**
 * Spec 2 §3, §4 and spec 3 §2, §4: the keyword and the start button (disabled at 0 remaining), the allowance, the
 * replace confirmation, the generating indicator with Cancel while PENDING, and a failed search's message.
 */
export function AiSearchControls({ card, label, actionLabel, replaceWarning }: AiSearchControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const trimmed = card.keyword.trim();
  const tooLong = trimmed.length > AI_KEYWORD_LIMITS.max;
  const blocked = card.pending || card.busy || atAiLimit(card.allowance);
  const startable = !blocked && !tooLong && trimmed.length >= AI_KEYWORD_LIMITS.min;
  const start = () => {
    setConfirming(false);
    void card.start(trimmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!startable) return;
    if (replaceWarning) setConfirming(true);
    else start();
  };
  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label={label}
          value={card.keyword}
          onChange={(event) => card.setKeyword(event.target.value)}
          error={tooLong}
          helperText={tooLong ? AI_MESSAGES.keywordLength : undefined}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={!startable} sx={{ alignSelf: 'flex-start' }}>
          {actionLabel}
        </Button>
      </Stack>
      <AiAllowanceNotice kind={card.kind} allowance={card.allowance} />
      {card.pending && card.search ? (
        <Box>
          <LinearProgress aria-label={`Generating AI suggestions for ${card.search.keyword}`} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              Generating suggestions for “{card.search.keyword}”…
            </Typography>
            <Button size="small" disabled={card.busy} onClick={() => void card.cancel()}>
              Cancel search
            </Button>
          </Stack>
        </Box>
      ) : null}
      {card.search?.status === 'FAILED' ? <Alert severity="error">{AI_MESSAGES.searchFailed}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title="Replace the results?"
        message={replaceWarning ?? ''}
        confirmLabel={actionLabel}
        onConfirm={start}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
