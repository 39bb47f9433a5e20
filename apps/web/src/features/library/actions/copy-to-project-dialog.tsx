import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FormControlLabel } from '@mui/material';
import { type ProjectStatus, QUESTION_LIST_SIZES, requiredText } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog, FormSelectField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { isProjectPageOffered, ProjectsDocument, projectQuestionsPath } from '../../projects';
import {
  CopyLibraryGroupToSectionDocument,
  CopyLibraryQuestionsToSectionDocument,
  LibraryCopySectionsDocument,
} from '../library-documents';

/** Spec 3 §7: the destination projects are those in these statuses. */
const DESTINATION_STATUSES: readonly ProjectStatus[] = ['DRAFT', 'IN_REVIEW', 'PUBLISHED'];

/** Spec 3 §9: a copy's success toast stays 5 seconds. */
const COPY_TOAST_MS = 5000;

/** Spec 3 §5 Copy to project: project and section required. */
const copySchema = z.object({ projectId: requiredText(), sectionId: requiredText(), withSubgroups: z.boolean() });
type CopyValues = z.output<typeof copySchema>;

/** What is copied: the selected questions, or a whole group. */
export type CopySource = { kind: 'questions'; questionIds: readonly string[] } | { kind: 'group'; groupId: string };

interface CopyToProjectDialogProps {
  source: CopySource;
  onClose: () => void;
}

/**
 * Spec 3 §2, §7 Copy to Project: a project (DRAFT, IN_REVIEW or PUBLISHED) and one of its sections; a group is copied
 * with its subgroups' questions when Include subgroups is on. The toast links to the project's questions (not in Draft).
 */
export function CopyToProjectDialog({ source, onClose }: CopyToProjectDialogProps) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<CopyValues>({
    resolver: zodResolver(copySchema),
    defaultValues: { projectId: '', sectionId: '', withSubgroups: false },
  });
  const projectId = useWatch({ control: form.control, name: 'projectId' });
  const projects = useQuery(ProjectsDocument, {
    variables: { pagination: { page: 1, pageSize: QUESTION_LIST_SIZES.projects } },
    fetchPolicy: 'network-only',
  });
  const sections = useQuery(LibraryCopySectionsDocument, { variables: { projectId }, skip: projectId === '' });

  const copy = ({ sectionId, withSubgroups }: CopyValues) =>
    source.kind === 'group'
      ? client.mutate({
          mutation: CopyLibraryGroupToSectionDocument,
          variables: { groupId: source.groupId, sectionId, withSubgroups },
        })
      : client.mutate({
          mutation: CopyLibraryQuestionsToSectionDocument,
          variables: { questionIds: [...source.questionIds], sectionId },
        });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await copy(values);
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    const status = projects.data?.projects.results.find((project) => project.id === values.projectId)?.status;
    enqueueSnackbar('Questions have been copied to the project', {
      variant: 'success',
      autoHideDuration: COPY_TOAST_MS,
      // Toasts sit outside the router: a plain link; none to a Draft, which has no Questions tab (spec 2 §2).
      action:
        status && isProjectPageOffered('questions', status) ? (
          <Button color="inherit" size="small" href={projectQuestionsPath(values.projectId)}>
            Open Project Questions
          </Button>
        ) : undefined,
    });
    onClose();
  });

  const projectOptions = (projects.data?.projects.results ?? [])
    .filter((project) => DESTINATION_STATUSES.includes(project.status))
    .map((project) => ({ value: project.id, label: project.name }));
  const sectionOptions = (sections.data?.projectQuestionnaire.sections ?? []).map((section) => ({
    value: section.id,
    label: section.name,
    // The server adds library questions only while the project is DRAFT or IN_REVIEW.
    disabled: !section.permissions.addFromLibrary,
  }));

  return (
    <FormDialog
      title="Copy to Project"
      submitLabel="Copy"
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelectField
        control={form.control}
        name="projectId"
        label="Project"
        required
        options={projectOptions}
        onValueChange={() => form.setValue('sectionId', '')}
      />
      <FormSelectField
        control={form.control}
        name="sectionId"
        label="Section"
        required
        disabled={projectId === ''}
        options={sectionOptions}
      />
      {source.kind === 'group' ? (
        <Controller
          control={form.control}
          name="withSubgroups"
          render={({ field }) => (
            <FormControlLabel
              label="Include subgroups"
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
