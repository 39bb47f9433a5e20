import { useQuery } from '@apollo/client/react';
import { Alert, Card, CardContent, LinearProgress } from '@mui/material';
import { MESSAGES } from '@shortlist/domain';
import { useMemo } from 'react';
import { PreviewQuestionnaireDocument } from './questionnaire-documents';
import { readableSections } from './questionnaire-model';
import { QuestionnaireView } from './questionnaire-view';

export const PROJECT_QUESTIONS_TITLE = 'Project Questions';

/**
 * Spec 3 §2 /projects/{id}/preview, the Project Questions card: the questions exactly as suppliers are shown them
 * (approved, not private), read-only, with Search Questions... and expandable sections; the supplier's own controls
 * (Requested to Update, Submit Answers) are not there.
 */
export function PreviewQuestionsCard({
  projectId,
  answersMaxLength,
}: {
  projectId: string;
  answersMaxLength: number | null;
}) {
  const { data, error } = useQuery(PreviewQuestionnaireDocument, {
    variables: { projectId },
    fetchPolicy: 'cache-and-network',
  });
  const served = data?.previewQuestionnaire;
  const questionnaire = useMemo(
    () => (served ? { sections: readableSections(served), answersMaxLength } : null),
    [served, answersMaxLength],
  );
  return (
    <Card variant="outlined">
      <CardContent>
        {questionnaire ? (
          <QuestionnaireView
            questionnaire={questionnaire}
            autosave={null}
            title={PROJECT_QUESTIONS_TITLE}
            requestedSwitch={false}
          />
        ) : error ? (
          <Alert severity="error">{MESSAGES.failedToFetch}</Alert>
        ) : (
          <LinearProgress aria-label="Loading the project questions" />
        )}
      </CardContent>
    </Card>
  );
}
