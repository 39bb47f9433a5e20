import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { QUESTION_MESSAGES } from '@shortlist/domain';
import { useId } from 'react';
import { useController, useFieldArray, useFormState } from 'react-hook-form';
import { FormTextField } from '../../components/form';
import { emptyOption, type QuestionEditorControl } from './question-editor-fields';

/**
 * LIST options (spec 3 §5): add, remove and reorder; each label required, at most 100 characters; each may ask a
 * clarification question. The list's own error ('At least one option is required') shows under it.
 */
export function ListOptionsEditor({ control }: { control: QuestionEditorControl }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'options' });
  const { errors } = useFormState({ control, name: 'options' });
  const listError = errors.options?.message ?? errors.options?.root?.message;
  const legendId = useId();
  const errorId = useId();

  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography id={legendId} component="legend" variant="subtitle2">
        Options
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {QUESTION_MESSAGES.noOptions}
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField control={control} name={`options.${index}.label`} label={`Option ${index + 1}`} required />
          <ClarificationCheckbox control={control} index={index} />
          <Stack direction="row" sx={{ pt: 2.5 }}>
            <IconButton
              aria-label={`Move option ${index + 1} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Move option ${index + 1} down`}
              disabled={index === fields.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton aria-label={`Remove option ${index + 1}`} onClick={() => remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      {listError ? (
        <FormHelperText error id={errorId}>
          {listError}
        </FormHelperText>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(emptyOption(), { shouldFocus: true, focusName: `options.${fields.length}.label` })}
        aria-describedby={listError ? errorId : undefined}
        data-invalid={listError ? 'true' : undefined}
        sx={{ mt: 1 }}
      >
        Add Option
      </Button>
    </Box>
  );
}

/** Whether choosing this option asks the supplier a clarification question. */
function ClarificationCheckbox({ control, index }: { control: QuestionEditorControl; index: number }) {
  const { field } = useController({ control, name: `options.${index}.clarificationQuestion` });
  return (
    <FormControlLabel
      label="Clarification question"
      sx={{ pt: 2.5, flexShrink: 0 }}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{
            input: { ref: field.ref, 'aria-label': `Clarification question for option ${index + 1}` },
          }}
        />
      }
    />
  );
}
