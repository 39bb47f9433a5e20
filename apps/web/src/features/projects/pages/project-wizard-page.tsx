import { Container, Typography } from '@mui/material';
import type { ProjectType } from '@shortlist/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageProgress } from '../../../components/page-progress';
import { useSession } from '../../../lib/session';
import { ProjectForm } from '../form/project-form';
import { emptyProjectForm } from '../form/project-form-fields';
import { useProjectFormOptions } from '../form/use-project-form-options';
import { PROJECTS_PATHS } from '../projects-paths';
import { DraftWizard } from '../wizard/draft-wizard';
import { OriginWizard } from '../wizard/origin-wizard';
import { TypeChooser } from '../wizard/type-chooser';
import { useCreateWizardProject } from '../wizard/use-wizard-save';
import { useWizardMode } from '../wizard/wizard-mode';

/**
 * Spec 2 §2 Project wizard, details step: a draft resumed (id in the path or draftProjectId), a project started from
 * a base (baseProjectId and origin), or the type chooser and then the project form titled Create Project.
 */
export function ProjectWizardPage() {
  const mode = useWizardMode();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {mode.kind === 'draft' ? <DraftWizard key={mode.draftId} draftId={mode.draftId} /> : null}
      {mode.kind === 'origin' ? (
        <OriginWizard
          key={`${mode.baseProjectId}-${mode.origin}`}
          baseProjectId={mode.baseProjectId}
          origin={mode.origin}
        />
      ) : null}
      {mode.kind === 'new' ? <NewProjectWizard /> : null}
    </Container>
  );
}

function NewProjectWizard() {
  const [type, setType] = useState<ProjectType | null>(null);
  if (type !== null) return <CreateProjectForm type={type} />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Create Project
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose the type of the project.
      </Typography>
      <TypeChooser onChoose={setType} />
    </>
  );
}

/**
 * The form of a new project. Its user is proposed as a project owner (removable) when they may be one: spec 2 §5,
 * owners come from the PROJECT_MANAGER users, the list the owners picker offers.
 */
function CreateProjectForm({ type }: { type: ProjectType }) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const options = useProjectFormOptions(undefined, { creating: true });
  const create = useCreateWizardProject();
  if (options.managersLoading) return <PageProgress />;
  const eligible = options.managers.some((manager) => manager.id === profile?.id);
  return (
    <ProjectForm
      title="Create Project"
      initial={{ ...emptyProjectForm(type), productOwnerIds: eligible && profile ? [profile.id] : [] }}
      isNew
      options={options}
      enableExperts={options.enableExperts}
      publishDateEditable
      onCancel={() => void navigate(PROJECTS_PATHS.list)}
      onSave={create}
    />
  );
}
