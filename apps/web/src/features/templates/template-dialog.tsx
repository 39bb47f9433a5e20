import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ProjectTemplateFormInput,
  type ProjectTemplateFormValues,
  projectTemplateFormSchema,
  TEMPLATE_MESSAGES,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormDialog, FormTextField, MultiSelectField } from '../../components/form';
import { applyServerError } from '../../lib/form-errors';
import { ReferenceTypesEmptyHint } from '../admin';
import {
  CreateProjectTemplateDocument,
  TemplateServiceTypesDocument,
  UpdateProjectTemplateDocument,
} from './templates-documents';
import type { TemplateRecord } from './use-template';

interface TemplateDialogProps {
  /** The template to edit, or null to create one. */
  template: TemplateRecord | null;
  onClose: () => void;
  onSaved: (template: TemplateRecord) => void;
}

/**
 * Spec 3 §2 Create Template (and its edit): name (required, at most 300) and the company's supplier service types (at
 * least one). Mounted while open, so every opening starts afresh.
 */
export function TemplateDialog({ template, onClose, onSaved }: TemplateDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading } = useQuery(TemplateServiceTypesDocument, { fetchPolicy: 'cache-and-network' });
  const [createTemplate] = useMutation(CreateProjectTemplateDocument);
  const [updateTemplate] = useMutation(UpdateProjectTemplateDocument);
  const form = useForm<ProjectTemplateFormInput, unknown, ProjectTemplateFormValues>({
    resolver: zodResolver(projectTemplateFormSchema),
    defaultValues: {
      name: template?.name ?? '',
      serviceTypeIds: template?.serviceTypes.map((type) => type.id) ?? [],
    },
  });
  const options = data?.projectTemplateServiceTypes ?? template?.serviceTypes ?? [];

  const onSubmit = form.handleSubmit(async (input) => {
    let saved: TemplateRecord | undefined;
    try {
      saved =
        template === null
          ? (await createTemplate({ variables: { input } })).data?.createProjectTemplate
          : (await updateTemplate({ variables: { id: template.id, version: template.version, input } })).data
              ?.updateProjectTemplate;
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    if (!saved) return;
    enqueueSnackbar(template === null ? TEMPLATE_MESSAGES.created : TEMPLATE_MESSAGES.updated, { variant: 'success' });
    onSaved(saved);
  });

  return (
    <FormDialog
      title={template === null ? 'Create Template' : 'Edit Template'}
      submitLabel={template === null ? 'Create' : 'Save'}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label="Name" required />
      <MultiSelectField
        control={form.control}
        name="serviceTypeIds"
        label="Service Types"
        options={options.map(({ id, label }) => ({ id, label }))}
        loading={loading && data === undefined}
        emptyText={<ReferenceTypesEmptyHint kind="supplier" />}
      />
    </FormDialog>
  );
}
