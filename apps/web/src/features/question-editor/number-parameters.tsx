import { Stack } from '@mui/material';
import { QUESTION_LIMITS } from '@shortlist/domain';
import { FormSwitch, FormTextField } from '../../components/form';
import type { QuestionEditorControl } from './question-editor-fields';

const decimal = { htmlInput: { inputMode: 'decimal' } } as const;

/** NUMBER: bounds checked together, a prefix and a suffix of up to 15 characters, number formatting (spec 3 §5). */
export function NumberParameters({ control }: { control: QuestionEditorControl }) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField control={control} name="rules.min" label="Min" slotProps={decimal} />
        <FormTextField control={control} name="rules.max" label="Max" slotProps={decimal} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField
          control={control}
          name="prefix"
          label="Prefix"
          helperText={`Up to ${QUESTION_LIMITS.prefix} characters, e.g. $`}
        />
        <FormTextField
          control={control}
          name="suffix"
          label="Suffix"
          helperText={`Up to ${QUESTION_LIMITS.suffix} characters, e.g. %`}
        />
      </Stack>
      <FormSwitch control={control} name="enableNumberFormatting" label="Enable Number Formatting" />
    </>
  );
}
