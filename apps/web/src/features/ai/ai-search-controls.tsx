import { Button, Stack, TextField } from '@mui/material';
import { AI_KEYWORD_MAX, AI_MESSAGES, isAiKeyword } from '@shortlist/domain';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AiAllowanceNotice, atAiLimit } from './ai-allowance-notice';
import { AiSearchProgress } from './ai-search-progress';
import type { AiSearchCardState } from './use-ai-search-card';

interface AiSearchControlsProps {
  card: AiSearchCardState;
  /** The keyword field's label. */
  label: string;
  /** The start button's text ('Search', 'Generate'). */
  actionLabel: string;
  /** When set, starting asks first with this text (results exist that the new search replaces). */
  replaceWarning: string | null;
  /** False where the page shows the progress itself (a dialog closed once the search started). */
  showProgress?: boolean;
  onStarted?: () => void;
}

/**
 * Spec 2 §3, §4 and spec 3 §2, §4: the keyword and the start button (disabled at 0 remaining), the allowance, the
 * replace confirmation, the generating indicator with Cancel while PENDING, and a failed search's message.
 */
export function AiSearchControls({
  card,
  label,
  actionLabel,
  replaceWarning,
  showProgress = true,
  onStarted,
}: AiSearchControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const trimmed = card.keyword.trim();
  const tooLong = trimmed.length > AI_KEYWORD_MAX;
  const blocked = card.pending || card.busy || atAiLimit(card.allowance);
  const startable = !blocked && isAiKeyword(trimmed);
  const start = () => {
    setConfirming(false);
    void card.start(trimmed).then((started) => {
      if (started) onStarted?.();
    });
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
      {showProgress ? <AiSearchProgress card={card} /> : null}
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
