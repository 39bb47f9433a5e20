import { Alert, AlertTitle } from '@mui/material';
import { formatDate, roadMapStepTitle } from '@shortlist/domain';
import type { Questionnaire } from './questionnaire-model';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';

const isAhead = (value: string | null | undefined) =>
  Boolean(value) && new Date(value as string).getTime() > Date.now();

/** Whether any answer of the questionnaire may be changed now (an update requested counts). */
export const anyAnswerMayChange = (questionnaire: Questionnaire) =>
  questionnaire.sections.some((section) => section.questions.some((question) => question.mayChange));

/**
 * Why an accepted supplier's answers cannot be changed now (issue 31): before Awaiting Answers (spec 2 §4, Published
 * shows the questions read-only), when answering opens, with the project's dates; after answering has closed without
 * a submission, that it has. Nothing while answering is open, nor once submitted (the submission says so itself).
 */
export function AnsweringNotice({ questionnaire }: { questionnaire: Questionnaire }) {
  const { product } = questionnaire;
  if (questionnaire.mayAnswer || product.participationStatus !== 'ACCEPTED') return null;
  if (questionnaire.questionsReadOnly) {
    const intent = questionnaire.submissionDeadline;
    const due = questionnaire.questionsSubmissionDeadline;
    return (
      <Alert severity="info" role="status">
        <AlertTitle>{QUESTIONNAIRE_TEXTS.notOpenTitle}</AlertTitle>
        {QUESTIONNAIRE_TEXTS.opens(
          roadMapStepTitle('AWAITING', questionnaire.projectType),
          isAhead(intent) ? formatDate(intent) : null,
        )}
        {due ? ` ${QUESTIONNAIRE_TEXTS.due(formatDate(due))}` : null}
      </Alert>
    );
  }
  if (product.answersSubmittedAt || anyAnswerMayChange(questionnaire)) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{QUESTIONNAIRE_TEXTS.closedTitle}</AlertTitle>
      {QUESTIONNAIRE_TEXTS.closed}
    </Alert>
  );
}
