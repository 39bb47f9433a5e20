import { useMutation } from '@apollo/client/react';
import { Container, Typography } from '@mui/material';
import { PROJECT_MESSAGES, type ProjectType } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ProjectForm } from '../form/project-form';
import { emptyProjectForm, toProjectInput } from '../form/project-form-fields';
import { useProjectFormOptions } from '../form/use-project-form-options';
import { CreateProjectDocument } from '../projects-documents';
import { PROJECTS_PATHS, projectDashboardPath } from '../projects-paths';
import { TypeChooser } from '../wizard/type-chooser';

/** Spec 2 §9: the navigation delay after create. */
const NAVIGATE_AFTER_MS = 100;

/** Spec 2 §2 Project wizard, details step: the type chooser, then the project form titled Create Project. */
export function ProjectWizardPage() {
  const [type, setType] = useState<ProjectType | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {type === null ? (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            Create Project
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Choose the type of the project.
          </Typography>
          <TypeChooser onChoose={setType} />
        </>
      ) : (
        <CreateProjectForm type={type} />
      )}
    </Container>
  );
}

function CreateProjectForm({ type }: { type: ProjectType }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const options = useProjectFormOptions();
  const [createProject] = useMutation(CreateProjectDocument);
  return (
    <ProjectForm
      title="Create Project"
      initial={emptyProjectForm(type)}
      isNew
      options={options}
      enableExperts={options.enableExperts}
      publishDateEditable
      onCancel={() => void navigate(PROJECTS_PATHS.list)}
      onSave={async (values) => {
        const { data } = await createProject({ variables: { input: toProjectInput(values) } });
        const id = data?.createProject.id;
        if (!id) throw new Error('The project was not created');
        enqueueSnackbar(PROJECT_MESSAGES.saved, { variant: 'success' });
        setTimeout(() => void navigate(projectDashboardPath(id)), NAVIGATE_AFTER_MS);
      }}
    />
  );
}
