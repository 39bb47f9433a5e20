import { Autocomplete, TextField } from '@mui/material';
import { UPLOAD_LIMIT_MB } from '@shortlist/domain';
import { useController } from 'react-hook-form';
import { FormSwitch, FormTextField } from '../../components/form';
import { firstErrorMessage } from './question-editor-errors';
import type { QuestionEditorControl } from './question-editor-fields';

/** Common answer formats offered first; any other MIME type may be typed. */
export const SUGGESTED_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'image/png',
  'text/csv',
  'text/plain',
  'application/zip',
] as const;

/** FILE: the largest file (in MB, stored in bytes), the accepted MIME types (none: any), several files or one. */
export function FileParameters({ control }: { control: QuestionEditorControl }) {
  return (
    <>
      <FormTextField
        control={control}
        name="file.maxSize"
        label="Max File Size (MB)"
        helperText={`Up to ${UPLOAD_LIMIT_MB} MB`}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <MimeTypesField control={control} />
      <FormSwitch control={control} name="file.multiple" label="Multiple Files" />
    </>
  );
}

function MimeTypesField({ control }: { control: QuestionEditorControl }) {
  const { field, fieldState } = useController({ control, name: 'file.mimeTypes' });
  const message = firstErrorMessage(fieldState.error);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={SUGGESTED_MIME_TYPES}
      value={field.value}
      onChange={(_event, value) => {
        const types = value.map((type) => type.trim()).filter((type) => type !== '');
        field.onChange([...new Set(types)]);
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label="Allowed File Types"
          margin="normal"
          inputRef={field.ref}
          error={message !== undefined}
          helperText={message ?? 'MIME types such as application/pdf; none allows any file'}
        />
      )}
    />
  );
}
