import { useMutation } from '@apollo/client/react';
import { PROJECT_MESSAGES, type ProjectFormValues } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import type { ProjectCopyInput } from '../../../gql/graphql';
import { toProjectInput } from '../form/project-form-fields';
import { projectDashboardPath } from '../projects-paths';
import { CreateWizardProjectDocument } from './wizard-documents';

/** Spec 2 §9: the navigation delay after create. */
export const NAVIGATE_AFTER_MS = 100;

/** Spec 2 §2, §8: 'Project is saved', then the project's dashboard after 100 ms. */
export function useShowSavedProject() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (id: string) => {
    enqueueSnackbar(PROJECT_MESSAGES.saved, { variant: 'success' });
    setTimeout(() => void navigate(projectDashboardPath(id)), NAVIGATE_AFTER_MS);
  };
}

/** Creates the project of the wizard's form (with the copy settings of its base, if any) and shows it. */
export function useCreateWizardProject(copy: ProjectCopyInput | null = null) {
  const [createProject] = useMutation(CreateWizardProjectDocument);
  const showSaved = useShowSavedProject();
  return async (values: ProjectFormValues) => {
    const { data } = await createProject({ variables: { input: toProjectInput(values, { create: true }), copy } });
    const id = data?.createProject.id;
    if (!id) throw new Error('The project was not created');
    showSaved(id);
  };
}
