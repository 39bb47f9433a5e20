import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel } from '@mui/material';
import { type Privilege, type PrivilegeGrantOptions, privilegeChoices, togglePrivilege } from '@shortlist/domain';

interface PrivilegeCheckboxesProps {
  /** The privileges chosen on purpose; what they imply is shown checked and locked. */
  selected: readonly Privilege[];
  onChange: (selected: Privilege[]) => void;
  options: PrivilegeGrantOptions;
  disabled?: boolean;
  error?: string;
}

/** Spec 1 §6: one checkbox per privilege; implied privileges are selected automatically and locked. */
export function PrivilegeCheckboxes({
  selected,
  onChange,
  options,
  disabled = false,
  error,
}: PrivilegeCheckboxesProps) {
  return (
    <FormControl component="fieldset" error={error !== undefined} fullWidth margin="normal">
      <FormLabel component="legend">Privileges</FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {privilegeChoices(selected, options).map((choice) => (
          <FormControlLabel
            key={choice.privilege}
            label={choice.label}
            control={
              <Checkbox
                checked={choice.checked}
                disabled={disabled || choice.locked}
                onChange={(event) => onChange(togglePrivilege(selected, choice.privilege, event.target.checked))}
              />
            }
          />
        ))}
      </Box>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
