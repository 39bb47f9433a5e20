import { useApolloClient } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type SectionFormValues, sectionFormSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { DateField, FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { StaleEditError } from '../../question-editor';
import type { ProjectPeople } from './project-people';
import { CreateProjectSectionDocument, UpdateProjectSectionDocument } from './questionnaire-documents';
import type { QuestionnaireSection } from './questionnaire-model';

interface SectionFields {
  name: string;
  description: string;
  ownerId: string;
  approverId: string;
  /** An ISO instant, '' or the date field's invalid marker. */
  ownerDeadline: string;
}

interface SectionDialogProps {
  projectId: string;
  /** The section to edit at `version`, or null to add one. */
  section: QuestionnaireSection | null;
  version: number;
  people: ProjectPeople;
  /** Spec 3 §6: the Expert shows only with the experts feature. */
  experts: boolean;
  /** Runs the update; a stale version reloads the questionnaire and fails with a StaleEditError. */
  guard: (change: () => Promise<unknown>) => Promise<void>;
  onClose: () => void;
}

const NOT_ASSIGNED = { value: '', label: 'Not assigned' };

// The schema reads the form's text fields (its input type is wider: it also takes dates and nulls).
const sectionResolver = zodResolver(sectionFormSchema) as unknown as Resolver<
  SectionFields,
  unknown,
  SectionFormValues
>;

const toInput = (values: SectionFormValues) => ({
  ...values,
  ownerDeadline: values.ownerDeadline?.toISOString() ?? null,
});

/**
 * Spec 3 §2 Add/Edit Section: Name, Description, Owner, Expert and Owner Due Date, checked with the domain's section
 * rules (the due date is required once an owner is chosen). A new section goes to the end of the questionnaire.
 */
export function SectionDialog({ projectId, section, version, people, experts, guard, onClose }: SectionDialogProps) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<SectionFields, unknown, SectionFormValues>({
    resolver: sectionResolver,
    defaultValues: {
      name: section?.name ?? '',
      description: section?.description ?? '',
      ownerId: section?.owner?.id ?? '',
      approverId: section?.approver?.id ?? '',
      ownerDeadline: section?.ownerDeadline ?? '',
    },
  });
  const ownerId = useWatch({ control: form.control, name: 'ownerId' });

  const create = (values: SectionFormValues) =>
    client.mutate({
      mutation: CreateProjectSectionDocument,
      variables: { projectId, input: toInput(values) },
      update: (cache, { data }) => {
        const created = data?.createProjectSection;
        if (!created) return;
        cache.modify({
          id: cache.identify({ __typename: 'ProjectQuestionnaire', id: projectId }),
          fields: { sections: (current, { toReference }) => [...current, toReference(created, true)] },
        });
      },
    });

  const submit = form.handleSubmit(async (values) => {
    try {
      if (section === null) await create(values);
      else {
        await guard(() =>
          client.mutate({
            mutation: UpdateProjectSectionDocument,
            variables: { id: section.id, version, input: toInput(values) },
          }),
        );
      }
    } catch (error) {
      if (error instanceof StaleEditError) form.setError('root.server', { type: 'server', message: error.message });
      else applyServerError(form, error);
      return;
    }
    enqueueSnackbar(section === null ? 'Section has been added' : 'Section has been updated', { variant: 'success' });
    onClose();
  });

  return (
    <FormDialog
      title={section === null ? 'Add Section' : 'Edit Section'}
      formState={form.formState}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label="Name" required />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
      <FormSelectField
        control={form.control}
        name="ownerId"
        label="Owner"
        options={[NOT_ASSIGNED, ...people.owners([section?.owner])]}
      />
      {experts ? (
        <FormSelectField
          control={form.control}
          name="approverId"
          label="Expert"
          options={[NOT_ASSIGNED, ...people.experts([section?.approver])]}
        />
      ) : null}
      <DateField control={form.control} name="ownerDeadline" label="Owner Due Date" required={ownerId !== ''} />
    </FormDialog>
  );
}
