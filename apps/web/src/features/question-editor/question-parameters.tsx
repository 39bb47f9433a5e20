import { Typography } from '@mui/material';
import type { QuestionType } from '@shortlist/domain';
import { useId } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { BooleanParameters } from './boolean-parameters';
import { FileParameters } from './file-parameters';
import { ListParameters } from './list-parameters';
import { NumberParameters } from './number-parameters';
import type { QuestionEditorControl, QuestionEditorFields } from './question-editor-fields';
import { PatternParameters, TextParameters } from './text-parameters';

interface QuestionParametersProps {
  type: QuestionType;
  control: QuestionEditorControl;
  setValue: UseFormSetValue<QuestionEditorFields>;
}

function TypeParameters({ type, control, setValue }: QuestionParametersProps) {
  switch (type) {
    case 'BOOLEAN':
      return <BooleanParameters control={control} />;
    case 'FILE':
      return <FileParameters control={control} />;
    case 'LIST':
      return <ListParameters control={control} setValue={setValue} />;
    case 'NUMBER':
      return <NumberParameters control={control} />;
    case 'STRING':
    case 'TEXT':
      return <TextParameters control={control} />;
    case 'EMAIL':
    case 'URL':
    case 'VIDEO':
      return <PatternParameters control={control} />;
  }
}

/** The Question Parameters section (spec 3 §2): the settings of the chosen type. */
export function QuestionParameters(props: QuestionParametersProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mt: 3 }}>
        Question Parameters
      </Typography>
      <TypeParameters {...props} />
    </section>
  );
}
