import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  CONSENSUS_MESSAGES,
  CONSENSUS_REASON_MAX_LENGTH,
  consensusScale,
  ratingName,
  type ScoringType,
} from '@shortlist/domain';
import { type FormEvent, useState } from 'react';
import { toUserMessage } from '../../lib/errors';

interface ConsensusFormProps {
  scoringType: ScoringType;
  onSubmit: (rating: number, reason: string) => Promise<void>;
}

/** The agreed rating (the project's scale, not No Rate) and its required reason. */
export function ConsensusForm({ scoringType, onSubmit }: ConsensusFormProps) {
  const [rating, setRating] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      rating: rating === '' ? CONSENSUS_MESSAGES.ratingInvalid : undefined,
      reason: reason.trim() === '' ? CONSENSUS_MESSAGES.reasonRequired : undefined,
    };
    setErrors(found);
    if (found.rating || found.reason) return;
    setBusy(true);
    try {
      await onSubmit(Number(rating), reason.trim());
    } catch (error) {
      setErrors({ form: toUserMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Record the agreed rating">
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <TextField
        select
        label="Agreed rating"
        value={rating}
        onChange={(event) => setRating(event.target.value)}
        error={Boolean(errors.rating)}
        helperText={errors.rating}
        sx={{ maxWidth: 240 }}
      >
        {consensusScale(scoringType).map((option) => (
          <MenuItem key={option} value={String(option)}>
            {ratingName(scoringType, option)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason}
        slotProps={{ htmlInput: { maxLength: CONSENSUS_REASON_MAX_LENGTH } }}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={busy}>
          Record consensus
        </Button>
      </Stack>
    </Stack>
  );
}
