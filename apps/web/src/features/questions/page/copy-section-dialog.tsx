import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import {
  defaultCopyName,
  isQuestionnaireEditable,
  type ProjectStatus,
  QUESTION_LIST_SIZES,
  type SectionCopyAction,
  type SectionCopyValues,
  sectionCopySchema,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { type Control, type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { FormDialog, FormSelectField, FormTextField } from '../../../components/form';
import type { SectionCopyInput } from '../../../gql/graphql';
import { applyServerError } from '../../../lib/form-errors';
import { isProjectPageOffered, ProjectsDocument, projectQuestionsPath } from '../../projects';
import { CopyProjectSectionDocument, CopyTargetSectionsDocument } from './questionnaire-documents';
import type { QuestionnaireSection } from './questionnaire-model';

interface CopyFields {
  sectionId: string;
  action: SectionCopyAction;
  name: string;
  targetSectionId: string;
  targetProjectId: string;
}

const ACTION_LABELS: Readonly<Record<SectionCopyAction, string>> = {
  DUPLICATE: 'Duplicate the section',
  INTO_SECTION: 'Copy into another section',
  INTO_PROJECT: 'Copy into another project',
};

/** Spec 3 §9: the success toast of a copy stays 5 seconds. */
const COPY_TOAST_MS = 5000;

// The schema reads the form's text fields (its input type is wider: it also takes nulls).
const copyResolver = zodResolver(sectionCopySchema) as unknown as Resolver<CopyFields, unknown, SectionCopyValues>;

/** The mutation's input: a copy into another project sends its section, or nothing for a new one named as the source. */
function toInput(sectionId: string, values: SectionCopyValues): SectionCopyInput {
  if (values.action === 'INTO_PROJECT') {
    return { sectionId, ...values, targetSectionId: values.targetSectionId || null, name: null };
  }
  return { sectionId, ...values };
}

interface CopySectionDialogProps {
  projectId: string;
  section: QuestionnaireSection;
  sections: readonly QuestionnaireSection[];
  /** Reloads the questionnaire after a duplicate (the new section's place is known to the server). */
  reload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Spec 3 §2 Copy Section Data, §5: duplicate the section in the project ('Copy of {name}', required, at most 100),
 * copy its questions into another section of the project, or into another project (DRAFT or IN_REVIEW), into one of
 * its sections or a new section named as this one. Success shows a 5-second toast; one for another project links to
 * that project's questions (not for a Draft, which has no Questions tab).
 */
export function CopySectionDialog({ projectId, section, sections, reload, onClose }: CopySectionDialogProps) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<CopyFields, unknown, SectionCopyValues>({
    resolver: copyResolver,
    defaultValues: {
      sectionId: section.id,
      action: 'DUPLICATE',
      name: defaultCopyName(section.name),
      targetSectionId: '',
      targetProjectId: '',
    },
  });
  const [action, targetProjectId] = useWatch({ control: form.control, name: ['action', 'targetProjectId'] });
  const projects = useQuery(ProjectsDocument, {
    variables: { pagination: { page: 1, pageSize: QUESTION_LIST_SIZES.projects } },
    fetchPolicy: 'network-only',
    skip: action !== 'INTO_PROJECT',
  });
  const projectRows = projects.data?.projects.results ?? [];

  const submit = form.handleSubmit(async (values) => {
    let copied: { projectId: string } | undefined;
    try {
      const { data } = await client.mutate({
        mutation: CopyProjectSectionDocument,
        variables: { input: toInput(section.id, values) },
      });
      copied = data?.copyProjectSection;
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    const elsewhere = copied && copied.projectId !== projectId ? copied.projectId : null;
    const elsewhereStatus = projectRows.find((row) => row.id === elsewhere)?.status;
    enqueueSnackbar('Section data has been copied', {
      variant: 'success',
      autoHideDuration: COPY_TOAST_MS,
      // Toasts sit outside the router: a plain link; none to a Draft, which has no Questions tab (spec 2 §2).
      action:
        elsewhere && elsewhereStatus && isProjectPageOffered('questions', elsewhereStatus) ? (
          <Button color="inherit" size="small" href={projectQuestionsPath(elsewhere)}>
            Open Project Questions
          </Button>
        ) : undefined,
    });
    // A copy into a section of this project came back with that section; a duplicate is a new section.
    if (values.action === 'DUPLICATE') await reload();
    onClose();
  });

  const sameProjectTargets = sections
    .filter((candidate) => candidate.id !== section.id && candidate.permissions.addQuestion)
    .map((candidate) => ({ value: candidate.id, label: candidate.name }));

  return (
    <FormDialog
      title="Copy Section Data"
      formState={form.formState}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Copy"
    >
      <ActionField control={form.control} onChange={() => form.setValue('targetSectionId', '')} />
      {action === 'DUPLICATE' ? <FormTextField control={form.control} name="name" label="Name" required /> : null}
      {action === 'INTO_SECTION' ? (
        <FormSelectField
          control={form.control}
          name="targetSectionId"
          label="Target Section"
          required
          options={sameProjectTargets}
        />
      ) : null}
      {action === 'INTO_PROJECT' ? (
        <ProjectTargetFields
          control={form.control}
          projects={projectRows}
          projectId={projectId}
          targetProjectId={targetProjectId}
          newSectionName={section.name}
          onProjectChange={() => form.setValue('targetSectionId', '')}
        />
      ) : null}
    </FormDialog>
  );
}

function ActionField({
  control,
  onChange,
}: {
  control: Control<CopyFields, unknown, SectionCopyValues>;
  onChange: () => void;
}) {
  const { field } = useController({ control, name: 'action' });
  return (
    <RadioGroup
      aria-label="Action"
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChange();
      }}
    >
      {Object.entries(ACTION_LABELS).map(([value, label]) => (
        <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
      ))}
    </RadioGroup>
  );
}

interface ProjectTargetFieldsProps {
  control: Control<CopyFields, unknown, SectionCopyValues>;
  /** The projects the user reaches. */
  projects: ReadonlyArray<{ id: string; name: string; status: ProjectStatus }>;
  projectId: string;
  targetProjectId: string;
  newSectionName: string;
  onProjectChange: () => void;
}

/** The target project (one the user reaches whose questionnaire may change) and, optionally, one of its sections. */
function ProjectTargetFields({
  control,
  projects,
  projectId,
  targetProjectId,
  newSectionName,
  onProjectChange,
}: ProjectTargetFieldsProps) {
  const targets = useQuery(CopyTargetSectionsDocument, {
    variables: { projectId: targetProjectId },
    skip: targetProjectId === '',
  });
  const projectOptions = projects
    .filter((project) => project.id !== projectId && isQuestionnaireEditable(project.status))
    .map((project) => ({ value: project.id, label: project.name }));
  const sectionOptions = [
    { value: '', label: `A new section: ${newSectionName}` },
    ...(targets.data?.projectQuestionnaire.sections ?? [])
      .filter((section) => section.permissions.addQuestion)
      .map((section) => ({ value: section.id, label: section.name })),
  ];
  return (
    <>
      <FormSelectField
        control={control}
        name="targetProjectId"
        label="Target Project"
        required
        options={projectOptions}
        onValueChange={onProjectChange}
      />
      {targetProjectId === '' ? null : (
        <FormSelectField
          control={control}
          name="targetSectionId"
          label="Target Section"
          options={sectionOptions}
          // The empty choice is a real one: a new section.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        />
      )}
    </>
  );
}
