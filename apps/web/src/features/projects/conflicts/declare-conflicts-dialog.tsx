import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, FormHelperText, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { CONFLICT_TEXTS, type ConflictFormValues, conflictFormSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { FormDialog, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { DeclareConflictsDocument } from '../project-dashboard-documents';

export interface DeclarableSupplier {
  id: string;
  name: string;
}

/** One supplier's row: No conflict / Conflict, and the description a conflict needs. */
function SupplierRow({ control, index, name }: { control: Control<ConflictFormValues>; index: number; name: string }) {
  const labelId = useId();
  const { field, fieldState } = useController({ control, name: `rows.${index}.choice` });
  const choice = useWatch({ control, name: `rows.${index}.choice` });
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" id={labelId} sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <FormControlLabel
          value="NO_CONFLICT"
          control={<Radio slotProps={{ input: { ref: field.ref } }} />}
          label={CONFLICT_TEXTS.noConflict}
        />
        <FormControlLabel value="CONFLICT" control={<Radio />} label={CONFLICT_TEXTS.conflict} />
      </RadioGroup>
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
      {choice === 'CONFLICT' ? (
        <FormTextField
          control={control}
          name={`rows.${index}.description`}
          label={`${CONFLICT_TEXTS.descriptionLabel} with ${name}`}
          required
          multiline
          minRows={2}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Issue 37: the viewer declares, per supplier, No conflict or Conflict (with a description), in one submit. Mounted
 * while open.
 */
export function DeclareConflictsDialog({
  projectId,
  suppliers,
  onClose,
}: {
  projectId: string;
  suppliers: readonly DeclarableSupplier[];
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [declare] = useMutation(DeclareConflictsDocument, {
    refetchQueries: 'active',
  });
  const form = useForm<ConflictFormValues>({
    resolver: zodResolver(conflictFormSchema),
    defaultValues: {
      rows: suppliers.map((supplier) => ({
        projectProductId: supplier.id,
        supplierName: supplier.name,
        choice: '',
        description: '',
      })),
    },
  });
  const onSubmit = form.handleSubmit(async ({ rows }) => {
    try {
      await declare({
        variables: {
          projectId,
          declarations: rows.map((row) => ({
            projectProductId: row.projectProductId,
            hasConflict: row.choice === 'CONFLICT',
            description: row.choice === 'CONFLICT' ? row.description.trim() : null,
          })),
        },
      });
      enqueueSnackbar('Your declarations are recorded', { variant: 'success' });
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    onClose();
  });
  return (
    <FormDialog
      title={CONFLICT_TEXTS.dialogTitle}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={CONFLICT_TEXTS.submit}
    >
      <Typography>{CONFLICT_TEXTS.dialogIntro}</Typography>
      {suppliers.map((supplier, index) => (
        <SupplierRow key={supplier.id} control={form.control} index={index} name={supplier.name} />
      ))}
    </FormDialog>
  );
}
