import { FormControlLabel, FormHelperText, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import {
  canChangeIntegrity,
  DEFAULT_DISAGREEMENT_THRESHOLD,
  DISAGREEMENT_THRESHOLD_RANGE,
  INTEGRITY_FEATURES,
  INTEGRITY_LABELS,
  INTEGRITY_MESSAGES,
  type IntegritySettings,
  integrityOf,
} from '@shortlist/domain';
import { READABLE_WHEN_LOCKED } from '../../../components/form';

/** Exactly the features' flags (a GraphQL result also carries its __typename, which an input refuses). */
export const integrityFlags = (stored: Partial<IntegritySettings> | null | undefined): IntegritySettings => {
  const flags = integrityOf(stored);
  return Object.fromEntries(INTEGRITY_FEATURES.map((feature) => [feature, flags[feature]])) as IntegritySettings;
};

interface IntegritySwitchesProps {
  status: string;
  /** The features the company allows. */
  allowed: IntegritySettings;
  value: IntegritySettings;
  onChange: (value: IntegritySettings) => void;
  /** Calibration: the spread at which ratings disagree (shown while consensus is on). */
  threshold?: number;
  onThresholdChange?: (threshold: number) => void;
}

const THRESHOLDS = Array.from(
  { length: DISAGREEMENT_THRESHOLD_RANGE.max - DISAGREEMENT_THRESHOLD_RANGE.min + 1 },
  (_, index) => DISAGREEMENT_THRESHOLD_RANGE.min + index,
);

/**
 * Issue 37: a switch per evaluation-integrity feature the company allows (one the project already has on shows too,
 * so it can be turned off), locked outside Draft and In Review with the reason beneath.
 */
export function IntegritySwitches({
  status,
  allowed,
  value,
  onChange,
  threshold = DEFAULT_DISAGREEMENT_THRESHOLD,
  onThresholdChange,
}: IntegritySwitchesProps) {
  const shown = INTEGRITY_FEATURES.filter((feature) => allowed[feature] || value[feature]);
  if (shown.length === 0) return null;
  const editable = canChangeIntegrity(status);
  return (
    <Stack
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mt: 2 }}
      aria-describedby={editable ? undefined : 'integrity-locked'}
    >
      <Typography component="legend" variant="subtitle1">
        Evaluation integrity
      </Typography>
      {shown.map((feature) => (
        <FormControlLabel
          key={feature}
          label={INTEGRITY_LABELS[feature]}
          disabled={!editable || (!allowed[feature] && !value[feature])}
          control={
            <Switch
              checked={value[feature]}
              onChange={(event) => onChange({ ...value, [feature]: event.target.checked })}
            />
          }
        />
      ))}
      {value.consensus && onThresholdChange ? (
        <TextField
          select
          margin="normal"
          label="Disagreement threshold"
          value={String(threshold)}
          disabled={!editable}
          helperText="Ratings of an answer this many points apart or more are flagged for calibration."
          slotProps={READABLE_WHEN_LOCKED}
          onChange={(event) => onThresholdChange(Number(event.target.value))}
          sx={{ maxWidth: 320 }}
        >
          {THRESHOLDS.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {editable ? null : (
        <FormHelperText id="integrity-locked" sx={{ color: 'text.secondary' }}>
          {INTEGRITY_MESSAGES.locked}
        </FormHelperText>
      )}
    </Stack>
  );
}
