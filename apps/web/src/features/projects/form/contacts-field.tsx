import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack, Tooltip } from '@mui/material';
import type { ProjectFormValues } from '@shortlist/domain';
import {
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
  useFieldArray,
  useFormState,
} from 'react-hook-form';
import type { PickerOption } from '../../../components/form';
import { FormSelectField, FormTextField } from '../../../components/form';
import type { ProjectFormFields } from './project-form-fields';

interface ContactsFieldProps {
  control: Control<ProjectFormFields, unknown, ProjectFormValues>;
  setValue: UseFormSetValue<ProjectFormFields>;
  getValues: UseFormGetValues<ProjectFormFields>;
  /** PROJECT_MANAGER users (spec 2 §5: brokerage contacts come from them). */
  people: readonly PickerOption[];
}

/** Spec 2 §5 brokerage contacts: at least one; each a user with a phone number or an e-mail. */
export function ContactsField({ control, setValue, getValues, people }: ContactsFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'brokerageContacts' });
  const { errors } = useFormState({ control, name: 'brokerageContacts' });
  const listError = errors.brokerageContacts?.message ?? errors.brokerageContacts?.root?.message;
  const options = people.map((person) => ({ value: person.id, label: person.label }));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <FormLabel component="legend" required sx={{ color: 'text.primary', typography: 'subtitle1' }}>
        Brokerage Contacts
      </FormLabel>
      {fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }} sx={{ alignItems: 'center' }}>
          <FormSelectField
            control={control}
            name={`brokerageContacts.${index}.userId`}
            label={`Contact ${index + 1}`}
            required
            options={options}
            onValueChange={(userId) => {
              const email = people.find((person) => person.id === userId)?.detail ?? '';
              if (!getValues(`brokerageContacts.${index}.email`)) {
                setValue(`brokerageContacts.${index}.email`, email, { shouldDirty: true });
              }
            }}
          />
          <FormTextField control={control} name={`brokerageContacts.${index}.phoneNumber`} label="Phone Number" />
          <FormTextField control={control} name={`brokerageContacts.${index}.email`} label="Email" type="email" />
          <Tooltip title="Remove contact">
            <IconButton aria-label={`Remove contact ${index + 1}`} onClick={() => remove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Button startIcon={<AddIcon />} onClick={() => append({ userId: '', phoneNumber: '', email: '' })}>
        Add Contact
      </Button>
    </Box>
  );
}
