import { PROJECT_TEMPLATE_TEXTS, type ProjectFormValues } from '@shortlist/domain';
import type { Control } from 'react-hook-form';
import { MultiSelectField, type PickerOption } from '../../../components/form';
import type { ProjectFormFields } from './project-form-fields';

interface TemplatesFieldProps {
  control: Control<ProjectFormFields, unknown, ProjectFormValues>;
  /** The published templates; null while they load. */
  options: readonly PickerOption[] | null;
}

/**
 * Spec 2 §3 template (create only): a multi-select of the published project templates. With none published the
 * field is disabled and says so.
 */
export function TemplatesField({ control, options }: TemplatesFieldProps) {
  const none = options !== null && options.length === 0;
  return (
    <MultiSelectField
      control={control}
      name="templateIds"
      label={PROJECT_TEMPLATE_TEXTS.label}
      options={options ?? []}
      disabled={options === null || none}
      helperText={none ? PROJECT_TEMPLATE_TEXTS.none : PROJECT_TEMPLATE_TEXTS.helper}
    />
  );
}
