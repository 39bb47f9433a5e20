import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { type ProjectFormValues, TEXT_AREA_MAX } from '@shortlist/domain';
import { useRef } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { UploadQueueList } from '../../../components/upload-queue/upload-queue-list';
import { useUploadQueue } from '../../../components/upload-queue/use-upload-queue';
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
  const input = useRef<HTMLInputElement>(null);
  const uploads = useUploadQueue({
    onUploaded: (record) =>
      append({ id: record.id, filename: record.filename, url: record.url, description: record.description ?? '' }),
  });
  const failed = uploads.items.filter((item) => item.state !== 'done');

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        Files
      </Typography>
      {fields.map((field, index) => (
        <Stack
          key={field.key}
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ md: 2 }}
          sx={{ alignItems: 'center' }}
        >
          <Link href={field.url} target="_blank" rel="noopener" sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
            {field.filename}
          </Link>
          <FormTextField
            control={control}
            name={`files.${index}.description`}
            label={`Description of ${field.filename}`}
            slotProps={{ htmlInput: { maxLength: TEXT_AREA_MAX } }}
          />
          <Tooltip title="Remove">
            <IconButton aria-label={`Remove file ${field.filename}`} onClick={() => remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <UploadQueueList items={failed} label="File uploads" />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to attach"
        onChange={(event) => {
          if (event.target.files) uploads.enqueue(event.target.files);
          event.target.value = '';
        }}
      />
      <Button startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={uploads.busy}>
        Attach Files
      </Button>
    </Box>
  );
}
