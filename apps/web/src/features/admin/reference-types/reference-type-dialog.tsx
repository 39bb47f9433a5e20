import { zodResolver } from '@hookform/resolvers/zod';
import { type ProjectTypeInput, projectTypeSchema } from '@shortlist/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';

export interface ReferenceTypeRecord {
  id: string;
  label: string;
  description?: string;
}

export type ReferenceTypeValues = z.output<typeof projectTypeSchema>;

interface ReferenceTypeDialogProps {
  /** 'Project Type' or 'Supplier Service Type'. */
  singular: string;
  withDescription: boolean;
  record: ReferenceTypeRecord | null;
  onClose: () => void;
  /** Saves; a rejection is shown in the form. */
  onSubmit: (values: ReferenceTypeValues) => Promise<void>;
}

/** The add and edit dialog of a project type (name, description) or a supplier service type (name). */
export function ReferenceTypeDialog({
  singular,
  withDescription,
  record,
  onClose,
  onSubmit,
}: ReferenceTypeDialogProps) {
  const form = useForm<ProjectTypeInput, unknown, ReferenceTypeValues>({
    resolver: zodResolver(projectTypeSchema),
    defaultValues: { label: record?.label ?? '', description: record?.description ?? '' },
  });
  const { isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    // Spec 1 §4: a record with an id and no changes closes without saving.
    if (record !== null && !isDirty) {
      onClose();
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <FormDialog
      title={`${record === null ? 'Add' : 'Edit'} ${singular}`}
      formState={form.formState}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="label" label="Name" required />
      {withDescription ? (
        <FormTextField control={form.control} name="description" label="Description" multiline minRows={3} />
      ) : null}
    </FormDialog>
  );
}
