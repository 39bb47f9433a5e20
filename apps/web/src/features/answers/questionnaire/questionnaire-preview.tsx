import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { invitationQuestionsPath } from '../../../lib/invitation-paths';
import { AnsweringNotice } from './answering-notice';
import type { Questionnaire } from './questionnaire-model';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import { QuestionnaireView } from './questionnaire-view';
import type { QuestionnaireVariables } from './use-questionnaire-cache';

/**
 * The invitation preview's questions for an accepted supplier: read-only with its answers, the way to answer and, while
 * answering is not open, when it opens.
 */
export function QuestionnairePreview({
  questionnaire,
  variables,
}: {
  questionnaire: Questionnaire;
  variables: QuestionnaireVariables;
}) {
  const { projectId, productId, hash } = variables;
  return (
    <Stack spacing={2}>
      <AnsweringNotice questionnaire={questionnaire} />
      <QuestionnaireView
        questionnaire={questionnaire}
        autosave={null}
        actions={
          <Button variant="contained" component={RouterLink} to={invitationQuestionsPath(projectId, productId, hash)}>
            {QUESTIONNAIRE_TEXTS.answerQuestions}
          </Button>
        }
      />
    </Stack>
  );
}
