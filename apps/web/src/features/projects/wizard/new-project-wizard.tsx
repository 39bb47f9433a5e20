import { Typography } from '@mui/material';
import type { ProjectType } from '@shortlist/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageProgress } from '../../../components/page-progress';
import type { ProjectCopyInput } from '../../../gql/graphql';
import { useSession } from '../../../lib/session';
import { ProjectForm } from '../form/project-form';
import { emptyProjectForm } from '../form/project-form-fields';
import { useProjectFormOptions } from '../form/use-project-form-options';
import { PROJECTS_PATHS } from '../projects-paths';
import { TypeChooser } from './type-chooser';
import { useCreateWizardProject } from './use-wizard-save';

/** The type chooser, then the project form titled Create Project; `copy` names what the project is made from. */
export function NewProjectWizard({ copy = null }: { copy?: ProjectCopyInput | null }) {
  const [type, setType] = useState<ProjectType | null>(null);
  if (type !== null) return <CreateProjectForm type={type} copy={copy} />;
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
function CreateProjectForm({ type, copy }: { type: ProjectType; copy: ProjectCopyInput | null }) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const options = useProjectFormOptions(undefined, { creating: true });
  const create = useCreateWizardProject(copy);
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
