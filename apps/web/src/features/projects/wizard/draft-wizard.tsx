import { useQuery } from '@apollo/client/react';
import { projectWizardTitle } from '@shortlist/domain';
import { Navigate, useNavigate } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageProgress } from '../../../components/page-progress';
import { ProjectForm } from '../form/project-form';
import { projectFormFields } from '../form/project-form-fields';
import { useProjectEdit } from '../form/use-project-edit';
import type { ProjectRecord } from '../layout/use-project';
import { ProjectDocument } from '../projects-documents';
import { PROJECTS_PATHS, projectDashboardPath, projectDetailsPath } from '../projects-paths';
import { OriginBanner } from './origin-banner';
import { useShowSavedProject } from './use-wizard-save';

/**
 * Spec 2 §2: a draft resumed in the wizard. A project that is no longer a draft opens its details page instead; a
 * missing one shows not found.
 */
export function DraftWizard({ draftId }: { draftId: string }) {
  const { data, loading, refetch } = useQuery(ProjectDocument, {
    variables: { id: draftId },
    fetchPolicy: 'cache-and-network',
  });
  const project = data?.project ?? null;
  if (project === null) return loading ? <PageProgress /> : <NotFoundPage />;
  if (project.status !== 'DRAFT') return <Navigate to={projectDetailsPath(project.id)} replace />;
  return <DraftForm key={project.version} project={project} reload={refetch} />;
}

/** Spec 2 §2 keeps the wizard's title for a resumed draft; this line says which draft it is. */
export const continuingDraft = (name: string) => `Continuing draft '${name}'`;

function DraftForm({ project, reload }: { project: ProjectRecord; reload: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const showSaved = useShowSavedProject();
  const { options, save } = useProjectEdit(project, reload, () => showSaved(project.id));

  return (
    <>
      <OriginBanner origin={project.origin ?? null} baseName={project.baseProject?.name ?? null} />
      <ProjectForm
        title={projectWizardTitle(project.baseProject ? (project.origin ?? null) : null)}
        subtitle={continuingDraft(project.name)}
        submitLabel="Next"
        initial={projectFormFields(project)}
        isNew={false}
        options={options}
        enableExperts={project.settings.enableExperts}
        publishDateEditable
        onCancel={() => void navigate(PROJECTS_PATHS.list)}
        onUnchanged={() => void navigate(projectDashboardPath(project.id))}
        onSave={save}
      />
    </>
  );
}
