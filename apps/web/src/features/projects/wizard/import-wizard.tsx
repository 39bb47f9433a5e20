import { useQuery } from '@apollo/client/react';
import { Alert, Typography } from '@mui/material';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageProgress } from '../../../components/page-progress';
import { countOf } from '../../../lib/format';
import { NewProjectWizard } from './new-project-wizard';
import { OriginBanner } from './origin-banner';
import { WizardQuestionImportDocument } from './wizard-documents';

/**
 * Spec 3 §5 Create project from an import, spec 2 §2: the wizard under the imported-file banner; the project is
 * created with the import's reviewed sections and questions (createProject's copy, origin IMPORT).
 */
export function ImportWizard({ importId }: { importId: string }) {
  const { data, loading } = useQuery(WizardQuestionImportDocument, {
    variables: { id: importId },
    fetchPolicy: 'cache-and-network',
  });
  const record = data?.questionImport ?? null;
  if (record === null) return loading ? <PageProgress /> : <NotFoundPage />;
  if (record.status !== 'SUCCESS') {
    return <Alert severity="error">The file {record.name} has not been read into questions.</Alert>;
  }
  return (
    <>
      <OriginBanner origin="IMPORT" baseName={null} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The project gets the {countOf(record.sectionCount, 'section')} and {countOf(record.questionCount, 'question')}{' '}
        of {record.name}.
      </Typography>
      <NewProjectWizard copy={{ id: record.id, origin: 'IMPORT' }} />
    </>
  );
}
