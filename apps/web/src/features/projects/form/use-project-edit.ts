import { useMutation } from '@apollo/client/react';
import { PROJECT_MESSAGES, type ProjectFormValues } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { isConflict } from '../../../lib/errors';
import type { ProjectRecord } from '../layout/use-project';
import { UpdateProjectDocument } from '../projects-documents';
import { toProjectInput } from './project-form-fields';
import { useProjectFormOptions } from './use-project-form-options';

/**
 * The form options and the save of an existing project's form (details page, resumed draft). The pickers keep the
 * project's current people; a stale version reloads the project and says so instead of failing.
 */
export function useProjectEdit(project: ProjectRecord, reload: () => Promise<unknown>, onSaved: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const options = useProjectFormOptions({
    managers: [...project.productOwners, ...project.brokerageContacts.map((contact) => contact.user)],
    experts: project.domainExperts,
    viewers: project.viewers,
  });
  const [updateProject] = useMutation(UpdateProjectDocument);
  const save = async (values: ProjectFormValues) => {
    try {
      await updateProject({ variables: { id: project.id, version: project.version, input: toProjectInput(values) } });
    } catch (error) {
      if (!isConflict(error)) throw error;
      enqueueSnackbar(PROJECT_MESSAGES.staleVersion, { variant: 'warning' });
      await reload();
      return;
    }
    onSaved();
  };
  return { options, save };
}
