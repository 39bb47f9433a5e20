import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { ANSWER_MESSAGES } from '@shortlist/domain';

export type AnswerTextFieldProps = Pick<
  TextFieldProps,
  'label' | 'multiline' | 'minRows' | 'type' | 'placeholder' | 'required' | 'onBlur' | 'onFocus'
> & {
  value: string;
  onTextChange: (text: string) => void;
  readOnly: boolean;
  /** The message of the rule this text breaks, shown instead of the counter. */
  problem?: string | null;
  /** The longest text allowed: shown as '(N chars max)' while nothing is wrong. */
  maxLength?: number;
  /** The id of the element naming the field, when it has no label of its own. */
  labelledBy?: string;
  prefix?: string | null;
  suffix?: string | null;
  inputMode?: 'text' | 'decimal' | 'email' | 'url';
};

/**
 * A read-only answer is a disabled field (it takes no focus, so nothing typed can vanish), its text kept legible: the
 * secondary text colour instead of the faint disabled one.
 */
const READ_ONLY_SX = {
  '& .MuiInputBase-input.Mui-disabled': { color: 'text.secondary', WebkitTextFillColor: 'currentColor' },
};

const adornment = (text: string | null | undefined, position: 'start' | 'end') =>
  text ? <InputAdornment position={position}>{text}</InputAdornment> : undefined;

/**
 * A text of an answer: the value itself, a comment, a clarification or a not-applicable description; disabled when
 * read-only.
 */
export function AnswerTextField({
  value,
  onTextChange,
  readOnly,
  problem,
  maxLength,
  labelledBy,
  prefix,
  suffix,
  inputMode,
  ...props
}: AnswerTextFieldProps) {
  const counter = maxLength === undefined || readOnly ? undefined : ANSWER_MESSAGES.charactersCounter(maxLength);
  return (
    <TextField
      fullWidth
      margin="dense"
      {...props}
      value={value}
      disabled={readOnly}
      sx={readOnly ? READ_ONLY_SX : undefined}
      onChange={(event) => onTextChange(event.target.value)}
      error={Boolean(problem)}
      helperText={problem || counter}
      slotProps={{
        input: { startAdornment: adornment(prefix, 'start'), endAdornment: adornment(suffix, 'end') },
        htmlInput: { 'aria-labelledby': labelledBy, inputMode },
      }}
    />
  );
}
