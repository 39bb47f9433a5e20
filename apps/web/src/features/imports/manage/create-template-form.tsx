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
import { useNavigate } from 'react-router';
import { FormErrorAlert, FormTextField, MultiSelectField } from '../../../components/form';
import { serverFieldErrors } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import { ReferenceTypesEmptyHint } from '../../admin';
import { templateQuestionsPath } from '../../templates';
import { CreateTemplateFromImportDocument, ImportTemplateServiceTypesDocument } from '../imports-documents';
import { importFailure, type QuestionImportRecord } from '../use-question-import';
import { ACTION_FORM_ID } from './manage-form';

/**
 * Spec 3 §5 Import destination, create template: a name (required, at most 300) and at least one service type; the
 * new template's questions page follows.
 */
export function CreateTemplateForm({ record }: { record: QuestionImportRecord }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading } = useQuery(ImportTemplateServiceTypesDocument, { fetchPolicy: 'cache-and-network' });
  const [createTemplate] = useMutation(CreateTemplateFromImportDocument);
  const form = useForm<ProjectTemplateFormInput, unknown, ProjectTemplateFormValues>({
    resolver: zodResolver(projectTemplateFormSchema),
    defaultValues: { name: record.name.replace(/\.xlsx$/i, ''), serviceTypeIds: [] },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data: created } = await createTemplate({ variables: { input: { importId: record.id, ...values } } });
      if (!created) return;
      enqueueSnackbar(TEMPLATE_MESSAGES.created, { variant: 'success' });
      void navigate(templateQuestionsPath(created.createTemplateFromImport.id));
    } catch (error) {
      if (Object.keys(serverFieldErrors(error)).length > 0) applyServerError(form, error);
      else form.setError('root.server', { type: 'server', message: importFailure(error) });
    }
  });

  return (
    <form id={ACTION_FORM_ID} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormErrorAlert errors={form.formState.errors} />
      <FormTextField control={form.control} name="name" label="Template Name" required />
      <MultiSelectField
        control={form.control}
        name="serviceTypeIds"
        label="Service Types"
        options={data?.projectTemplateServiceTypes ?? []}
        loading={loading && data === undefined}
        emptyText={<ReferenceTypesEmptyHint kind="supplier" />}
      />
    </form>
  );
}
