import { Box, Typography } from '@mui/material';
import { type ProjectFormValues, TEXT_AREA_MAX } from '@shortlist/domain';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../components/form';
import { AttachedFileRow, UploadFilesControl, useUploadQueue } from '../../../components/upload-queue';
import type { ProjectFormFields } from './project-form-fields';

interface FilesFieldProps {
  control: Control<ProjectFormFields, unknown, ProjectFormValues>;
}

/**
 * Spec 2 §3 files (id, description): documents for the suppliers. Each chosen file is uploaded at once (70 MB at
 * most, refused before sending when larger) and attached to the form; saving the project links it.
 */
export function FilesField({ control }: FilesFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'files', keyName: 'key' });
  const uploads = useUploadQueue({
    onUploaded: (record) =>
      append({ id: record.id, filename: record.filename, url: record.url, description: record.description ?? '' }),
  });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        Files
      </Typography>
      {fields.map((field, index) => (
        <AttachedFileRow
          key={field.key}
          filename={field.filename}
          url={field.url}
          removeLabel={`Remove file ${field.filename}`}
          onRemove={() => remove(index)}
        >
          <FormTextField
            control={control}
            name={`files.${index}.description`}
            label={`Description of ${field.filename}`}
            slotProps={{ htmlInput: { maxLength: TEXT_AREA_MAX } }}
          />
        </AttachedFileRow>
      ))}
      <UploadFilesControl
        uploads={uploads}
        buttonLabel="Attach Files"
        inputLabel="Files to attach"
        listLabel="File uploads"
      />
    </Box>
  );
}
