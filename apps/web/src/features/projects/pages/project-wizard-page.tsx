import { Container } from '@mui/material';
import { DraftWizard } from '../wizard/draft-wizard';
import { ImportWizard } from '../wizard/import-wizard';
import { NewProjectWizard } from '../wizard/new-project-wizard';
import { OriginWizard } from '../wizard/origin-wizard';
import { useWizardMode } from '../wizard/wizard-mode';

/**
 * Spec 2 §2 Project wizard, details step: a draft resumed (id in the path or draftProjectId), a project started from
 * a base (baseProjectId and origin), a project made of an import (spec 3 §5), or the type chooser and then the project
 * form titled Create Project.
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
      {mode.kind === 'import' ? <ImportWizard key={mode.importId} importId={mode.importId} /> : null}
      {mode.kind === 'new' ? <NewProjectWizard /> : null}
    </Container>
  );
}
