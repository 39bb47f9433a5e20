import { FormControlLabel, Switch } from '@mui/material';
import type { ProjectFormValues } from '@shortlist/domain';
import { type Control, useController } from 'react-hook-form';
import type { ProjectFormFields } from './project-form-fields';

/** Spec 2 §3: the form's 'Publish client info' switch is hideClientInfo inverted. */
export function PublishClientInfoSwitch({
  control,
}: {
  control: Control<ProjectFormFields, unknown, ProjectFormValues>;
}) {
  const { field } = useController({ control, name: 'hideClientInfo' });
  return (
    <FormControlLabel
      label="Publish client info"
      control={
        <Switch
          name={field.name}
          checked={field.value !== true}
          onChange={(event) => field.onChange(!event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
