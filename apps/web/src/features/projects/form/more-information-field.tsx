import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { CUSTOM_FIELD_LIMITS, type ProjectFormValues } from '@shortlist/domain';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../components/form';
import type { ProjectFormFields } from './project-form-fields';

interface MoreInformationFieldProps {
  control: Control<ProjectFormFields, unknown, ProjectFormValues>;
}

/** Spec 2 §3 moreInformation: key and value pairs (key max 100, value max 250). */
export function MoreInformationField({ control }: MoreInformationFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'moreInformation' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        More Information
      </Typography>
      {fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }} sx={{ alignItems: 'center' }}>
          <FormTextField
            control={control}
            name={`moreInformation.${index}.key`}
            label="Key"
            required
            slotProps={{ htmlInput: { maxLength: CUSTOM_FIELD_LIMITS.key } }}
          />
          <FormTextField
            control={control}
            name={`moreInformation.${index}.value`}
            label="Value"
            required
            slotProps={{ htmlInput: { maxLength: CUSTOM_FIELD_LIMITS.value } }}
          />
          <Tooltip title="Remove">
            <IconButton aria-label={`Remove information ${index + 1}`} onClick={() => remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ key: '', value: '' })}>
        Add Information
      </Button>
    </Box>
  );
}
