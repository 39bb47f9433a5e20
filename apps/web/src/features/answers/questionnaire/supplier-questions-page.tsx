import { Alert, Container, Stack } from '@mui/material';
import { ERROR_CODES } from '@shortlist/domain';
import { useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen';
import { PageProgress } from '../../../components/page-progress';
import { errorCode } from '../../../lib/errors';
import { registerWithTokenPath } from '../../../lib/invitation-paths';
import { HOME_PATH } from '../../../lib/paths';
import { FaqAskProvider } from '../../faq';
import { AnswerManagementButton } from '../management/answer-management-button';
import { AnswerConflictDialog } from './answer-conflict-dialog';
import { AnswerReuseProvider } from './answer-reuse-context';
import { AnsweringNotice, anyAnswerMayChange } from './answering-notice';
import { QuestionnaireHeader } from './questionnaire-header';
import {
  type Questionnaire,
  type QuestionnaireSection,
  questionIndex,
  questionnaireProgress,
} from './questionnaire-model';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import { QuestionnaireView } from './questionnaire-view';
import { SectionNotApplicableDialog } from './section-not-applicable-dialog';
import { SubmissionReceipt } from './submission-receipt';
import { SubmitAnswersButton } from './submit-answers-button';
import { useAnswerAutosave, useAutosaveStatus } from './use-answer-autosave';
import type { QuestionnaireVariables } from './use-questionnaire-cache';
import { useSupplierQuestionnaire } from './use-supplier-questionnaire';

/**
 * Spec 2 §2 /invite-to-project/{id}/questions/{productId}: the signed-in supplier answers the project's questions for
 * one of its products. A missing project or product goes to registration when the address carries the invitation
 * token, otherwise home.
 */
export function SupplierQuestionsPage() {
  const { id = '', productId = '' } = useParams();
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const variables = useMemo(() => ({ projectId: id, productId, hash }), [id, productId, hash]);
  const { questionnaire, error } = useSupplierQuestionnaire(variables);
  if (questionnaire) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <QuestionnaireAnswering key={`${id}:${productId}`} questionnaire={questionnaire} variables={variables} />
      </Container>
    );
  }
  if (!error) return <PageProgress />;
  if (errorCode(error) !== ERROR_CODES.notFound) return <ErrorScreen error={error} />;
  return <Navigate to={hash ? registerWithTokenPath(hash) : HOME_PATH} replace />;
}

interface QuestionnaireAnsweringProps {
  questionnaire: Questionnaire;
  variables: QuestionnaireVariables;
}

function QuestionnaireAnswering({ questionnaire, variables }: QuestionnaireAnsweringProps) {
  const autosave = useAnswerAutosave(questionnaire, variables);
  const { offline } = useAutosaveStatus(autosave);
  const [markingSection, setMarkingSection] = useState<QuestionnaireSection | null>(null);
  const index = useMemo(() => questionIndex(questionnaire), [questionnaire]);
  const progress = useMemo(() => questionnaireProgress(questionnaire), [questionnaire]);
  const maxLength = questionnaire.answersMaxLength;
  // While nothing may change (before Awaiting Answers, after submission or closing) the view is read-only: no autosave.
  const editable = useMemo(() => anyAnswerMayChange(questionnaire), [questionnaire]);

  return (
    <Stack spacing={3}>
      <QuestionnaireHeader
        questionnaire={questionnaire}
        variables={variables}
        progress={progress.percent}
        actions={
          <AnswerManagementButton
            projectId={variables.projectId}
            productId={variables.productId}
            mayImport={questionnaire.mayImport}
            beforeApply={() => autosave.settle()}
          />
        }
      />
      <AnsweringNotice questionnaire={questionnaire} />
      <SubmissionReceipt product={questionnaire.product} variables={variables} />
      {offline ? (
        <Alert severity="warning" role="status">
          {QUESTIONNAIRE_TEXTS.offline}
        </Alert>
      ) : null}
      <AnswerReuseProvider projectId={variables.projectId} productId={variables.productId}>
        <FaqAskProvider projectId={variables.projectId} hash={variables.hash}>
          <QuestionnaireView
            questionnaire={questionnaire}
            autosave={editable ? autosave : null}
            actions={questionnaire.maySubmit ? <SubmitAnswersButton variables={variables} autosave={autosave} /> : null}
            onMarkNotApplicable={questionnaire.mayAnswer ? setMarkingSection : undefined}
          />
        </FaqAskProvider>
      </AnswerReuseProvider>
      <AnswerConflictDialog
        autosave={autosave}
        questionOf={(questionId) => index.get(questionId)}
        projectMaxLength={maxLength}
      />
      {markingSection ? (
        <SectionNotApplicableDialog
          key={markingSection.sectionId}
          section={markingSection}
          variables={variables}
          autosave={autosave}
          projectMaxLength={maxLength}
          onClose={() => setMarkingSection(null)}
        />
      ) : null}
    </Stack>
  );
}
