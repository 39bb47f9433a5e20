import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import type { CompanySettingsFormInput, CompanySettingsFormValues, IntegrityFeature } from '@shortlist/domain';
import { type Control, useController } from 'react-hook-form';

type SettingsControl = Control<CompanySettingsFormInput, unknown, CompanySettingsFormValues>;

type SwitchName =
  | 'settings.enableExperts'
  | 'settings.enableBranches'
  | 'settings.enableExtendedAnswersDeadline'
  | 'settings.enableClientTables'
  | 'settings.enableAuthOnBehalf'
  | `settings.integrity.${IntegrityFeature}`;

export function SettingSwitch({ control, name, label }: { control: SettingsControl; name: SwitchName; label: string }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={label}
    />
  );
}

/** The three answer-length fields, sizes M, L and XL (spec 1 §3 Company settings). */
export const ANSWER_LENGTH_FIELDS = [
  { name: 'settings.answersMaxLength.0', label: 'M' },
  { name: 'settings.answersMaxLength.1', label: 'L' },
  { name: 'settings.answersMaxLength.2', label: 'XL' },
] as const;

type LengthName = (typeof ANSWER_LENGTH_FIELDS)[number]['name'];

/** A number input whose empty value is NaN (spec 1 §5: NaN becomes empty, then 'Required'); comma or dot decimals. */
export function AnswerLengthField({
  control,
  name,
  label,
}: {
  control: SettingsControl;
  name: LengthName;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value) : '';
  return (
    <TextField
      type="number"
      margin="normal"
      fullWidth
      label={label}
      name={field.name}
      value={value}
      onChange={(event) => {
        const text = event.target.value.trim().replace(',', '.');
        field.onChange(text === '' ? Number.NaN : Number(text));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { min: 100, max: 5000, step: 100 } }}
    />
  );
}

const SCORING_TYPE_LABELS = { NUMBERS: 'Numbers', COLORS: 'Colors' } as const;

export function ScoringTypeField({ control }: { control: SettingsControl }) {
  const { field } = useController({ control, name: 'settings.scoringType' });
  return (
    <TextField
      select
      margin="normal"
      fullWidth
      label="Scoring Type"
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value === 'COLORS' ? 'COLORS' : 'NUMBERS')}
      onBlur={field.onBlur}
      inputRef={field.ref}
    >
      {Object.entries(SCORING_TYPE_LABELS).map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
