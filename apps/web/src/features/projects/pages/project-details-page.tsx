import { PROJECT_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { ProjectForm } from '../form/project-form';
import { projectFormFields } from '../form/project-form-fields';
import { useProjectEdit } from '../form/use-project-edit';
import { ProjectLayout } from '../layout/project-layout';
import type { ProjectRecord } from '../layout/use-project';
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
  const toDashboard = () => void navigate(projectDashboardPath(project.id));
  const { options, save } = useProjectEdit(project, reload, () => {
    enqueueSnackbar(PROJECT_MESSAGES.saved, { variant: 'success' });
    toDashboard();
  });

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
      onSave={save}
    />
  );
}
