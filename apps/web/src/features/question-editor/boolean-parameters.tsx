import { Stack } from '@mui/material';
import { FormTextField } from '../../components/form';
import type { QuestionEditorControl } from './question-editor-fields';

/** BOOLEAN: the texts of the two answers (spec 3 §3 yesAnswerText, noAnswerText). */
export function BooleanParameters({ control }: { control: QuestionEditorControl }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <FormTextField control={control} name="yesAnswerText" label="Yes Answer Text" placeholder="Yes" />
      <FormTextField control={control} name="noAnswerText" label="No Answer Text" placeholder="No" />
    </Stack>
  );
}
