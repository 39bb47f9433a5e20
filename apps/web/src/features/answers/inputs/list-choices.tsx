import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
} from '@mui/material';
import type { QuestionView } from '@shortlist/domain';
import { useId } from 'react';
import { ChoiceGroupField, groupBlur } from './choice-group-field';

/** One choice of a LIST answer: an option, or the other option. */
export interface ListChoice {
  /** What the answer holds: the option's id, or '{Other}'. */
  key: string;
  label: string;
  /** Whether choosing it asks a text: a clarification, or the other option's text. */
  asksText: boolean;
}

export interface ListChoicesProps {
  choices: readonly ListChoice[];
  chosen: readonly string[];
  multiple: boolean;
  view: QuestionView;
  onChoose: (chosen: string[]) => void;
  onBlur?: () => void;
  readOnly: boolean;
  labelId: string;
  problem: string | null;
}

/** The choices as the question's view asks: a select, check boxes (several, or the CHECKBOX view) or radio buttons. */
export function ListChoices(props: ListChoicesProps) {
  if (props.view === 'SELECT') return <ListSelect {...props} />;
  if (props.view === 'CHECKBOX' || props.multiple) return <ListCheckboxes {...props} />;
  return <ListRadios {...props} />;
}

function ListRadios({ choices, chosen, onChoose, onBlur, readOnly, labelId, problem }: ListChoicesProps) {
  return (
    <ChoiceGroupField labelId={labelId} problem={problem}>
      {(a11y) => (
        <RadioGroup
          {...a11y}
          aria-invalid={Boolean(problem)}
          value={chosen[0] ?? ''}
          onChange={(_event, key) => onChoose([key])}
          onBlur={groupBlur(onBlur)}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.key}
              value={choice.key}
              control={<Radio />}
              label={choice.label}
              disabled={readOnly}
            />
          ))}
        </RadioGroup>
      )}
    </ChoiceGroupField>
  );
}

/** Check boxes keep the chosen in the options' order; a single-choice question keeps only the last one checked. */
function ListCheckboxes({ choices, chosen, multiple, onChoose, onBlur, readOnly, labelId, problem }: ListChoicesProps) {
  const toggle = (key: string, on: boolean) => {
    if (!multiple) return onChoose(on ? [key] : []);
    onChoose(
      choices.map((choice) => choice.key).filter((candidate) => (candidate === key ? on : chosen.includes(candidate))),
    );
  };
  return (
    <ChoiceGroupField labelId={labelId} problem={problem}>
      {(a11y) => (
        <FormGroup role="group" {...a11y} onBlur={groupBlur(onBlur)}>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.key}
              label={choice.label}
              disabled={readOnly}
              control={
                <Checkbox
                  checked={chosen.includes(choice.key)}
                  onChange={(_event, on) => toggle(choice.key, on)}
                  slotProps={{ input: { 'aria-invalid': Boolean(problem) } }}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </ChoiceGroupField>
  );
}

function ListSelect({ choices, chosen, multiple, onChoose, onBlur, readOnly, labelId, problem }: ListChoicesProps) {
  const messageId = useId();
  const labelOf = (key: string) => choices.find((choice) => choice.key === key)?.label ?? key;
  return (
    <FormControl fullWidth margin="dense" error={Boolean(problem)}>
      <Select<string | string[]>
        labelId={labelId}
        multiple={multiple}
        value={multiple ? [...chosen] : (chosen[0] ?? '')}
        onChange={(event) => {
          const picked = event.target.value;
          onChoose(Array.isArray(picked) ? picked : picked ? [picked] : []);
        }}
        onBlur={onBlur}
        disabled={readOnly}
        renderValue={(picked) => (Array.isArray(picked) ? picked : [picked]).map(labelOf).join(', ')}
        SelectDisplayProps={{
          'aria-invalid': Boolean(problem),
          'aria-describedby': problem ? messageId : undefined,
        }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.key} value={choice.key}>
            {choice.label}
          </MenuItem>
        ))}
      </Select>
      {problem ? <FormHelperText id={messageId}>{problem}</FormHelperText> : null}
    </FormControl>
  );
}
