import { useMutation } from '@apollo/client/react';
import { PROJECT_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { ProjectForm } from '../form/project-form';
import { isConflict } from '../form/project-form-errors';
import { projectFormFields, toProjectInput } from '../form/project-form-fields';
import { useProjectFormOptions } from '../form/use-project-form-options';
import { ProjectLayout } from '../layout/project-layout';
import type { ProjectRecord } from '../layout/use-project';
import { UpdateProjectDocument } from '../projects-documents';
import { projectDashboardPath } from '../projects-paths';

/** Spec 2 §2 /projects/{id}/details: the project form prefilled for edit (MANAGE_PROJECT_STATE). */
export function ProjectDetailsPage() {
  return (
    <ProjectLayout>
      {(project, reload) => <ProjectDetails key={project.version} project={project} reload={reload} />}
    </ProjectLayout>
  );
}

function ProjectDetails({ project, reload }: { project: ProjectRecord; reload: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const options = useProjectFormOptions({
    managers: [...project.productOwners, ...project.brokerageContacts.map((contact) => contact.user)],
    experts: project.domainExperts,
    viewers: project.viewers,
  });
  const [updateProject] = useMutation(UpdateProjectDocument);
  const toDashboard = () => void navigate(projectDashboardPath(project.id));

  return (
    <ProjectForm
      title="Project Details"
      submitLabel="Save"
      initial={projectFormFields(project)}
      isNew={false}
      options={options}
      enableExperts={project.settings.enableExperts}
      publishDateEditable={project.status === 'DRAFT' || project.status === 'IN_REVIEW'}
      onCancel={toDashboard}
      onUnchanged={toDashboard}
      onSave={async (values) => {
        try {
          await updateProject({
            variables: { id: project.id, version: project.version, input: toProjectInput(values) },
          });
        } catch (error) {
          if (!isConflict(error)) throw error;
          // Someone else saved first: reload the project (the form starts again from it) and say so.
          enqueueSnackbar(PROJECT_MESSAGES.staleVersion, { variant: 'warning' });
          await reload();
          return;
        }
        enqueueSnackbar(PROJECT_MESSAGES.saved, { variant: 'success' });
        toDashboard();
      }}
    />
  );
}
