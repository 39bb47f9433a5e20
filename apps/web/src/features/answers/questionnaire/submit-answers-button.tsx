import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '@mui/material';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toUserMessage } from '../../../lib/errors';
import { SubmissionReceiptsDocument } from '../receipts/receipt-documents';
import type { AnswerAutosave } from './answer-autosave';
import { SubmitAnswersDocument, SupplierQuestionnaireDocument } from './questionnaire-documents';
import { questionnaireProgress } from './questionnaire-model';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import type { QuestionnaireVariables } from './use-questionnaire-cache';

interface SubmitAnswersButtonProps {
  variables: QuestionnaireVariables;
  autosave: AnswerAutosave;
}

/**
 * Spec 2 §2 and §8 Submit Answers: the answers still being saved go first; under 100 percent the supplier is told
 * to answer everything, at 100 percent a confirmation submits them, with the spec's toasts.
 */
export function SubmitAnswersButton({ variables, autosave }: SubmitAnswersButtonProps) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submit, { loading }] = useMutation(SubmitAnswersDocument, {
    refetchQueries: [SupplierQuestionnaireDocument, SubmissionReceiptsDocument],
    awaitRefetchQueries: true,
  });

  const ask = async () => {
    setChecking(true);
    await autosave.settle();
    setChecking(false);
    const cached = client.cache.readQuery({ query: SupplierQuestionnaireDocument, variables });
    const complete = cached && questionnaireProgress(cached.supplierQuestionnaire).percent === 100;
    if (complete) setConfirming(true);
    else enqueueSnackbar(ANSWER_MESSAGES.incomplete, { variant: 'warning' });
  };

  const confirm = async () => {
    try {
      await submit({ variables: { projectId: variables.projectId, productId: variables.productId } });
      enqueueSnackbar(ANSWER_MESSAGES.submitted, { variant: 'success' });
    } catch (error) {
      // The server counts again: answers changed elsewhere may have left the questionnaire incomplete.
      const incomplete = toUserMessage(error) === ANSWER_MESSAGES.incomplete;
      enqueueSnackbar(incomplete ? ANSWER_MESSAGES.incomplete : ANSWER_MESSAGES.submitFailed, { variant: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="contained" onClick={ask} disabled={checking || loading}>
        {QUESTIONNAIRE_TEXTS.submit}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={QUESTIONNAIRE_TEXTS.submit}
        message={QUESTIONNAIRE_TEXTS.submitConfirm}
        confirmLabel="Submit"
        busy={loading}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
