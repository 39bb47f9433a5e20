import { useApolloClient, useMutation } from '@apollo/client/react';
import { ANSWER_MESSAGES, ERROR_CODES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorCode, toUserMessage } from '../../../lib/errors';
import { SupplierQuestionnaireDocument } from '../questionnaire/questionnaire-documents';
import { appliedAnswers, type ImportSummary, importSummary } from './answer-import-summary';
import { ApplyAnswersDocument, ParseProjectAnswersDocument } from './answer-management-documents';

export type AnswerImportState =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'refused'; message: string }
  | { step: 'read'; summary: ImportSummary };

/**
 * Spec 2 §4 and §7 the answers import: an uploaded file is parsed (nothing written), then Apply writes its valid
 * changed answers (after `beforeApply`), with the spec's toasts, and the questionnaire is loaded again. Apply names
 * the stored version each answer was read against, so answers saved in the meantime are never overwritten: the call
 * is refused and the panel asks for the file again.
 */
export function useAnswerImport(projectId: string, productId: string, beforeApply?: () => Promise<unknown>) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<AnswerImportState>({ step: 'choose' });
  const [applyAnswers, { loading: applying }] = useMutation(ApplyAnswersDocument, {
    refetchQueries: [SupplierQuestionnaireDocument],
    awaitRefetchQueries: true,
  });

  const read = async (fileId: string) => {
    setState({ step: 'reading' });
    try {
      const { data } = await client.query({
        query: ParseProjectAnswersDocument,
        variables: { projectId, productId, fileId },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('The file was not read');
      setState({ step: 'read', summary: importSummary(data.parseProjectAnswers) });
    } catch (error) {
      setState({ step: 'refused', message: toUserMessage(error) });
    }
  };

  const apply = async (summary: ImportSummary) => {
    try {
      await beforeApply?.();
      await applyAnswers({ variables: { projectId, productId, answers: appliedAnswers(summary.changed) } });
      enqueueSnackbar(ANSWER_MESSAGES.imported, { variant: 'success' });
      setState({ step: 'choose' });
    } catch (error) {
      enqueueSnackbar(ANSWER_MESSAGES.importFailed, { variant: 'error' });
      // Answers saved since the file was read: nothing was written, and the file must be read again.
      if (errorCode(error) === ERROR_CODES.conflict) setState({ step: 'refused', message: toUserMessage(error) });
    }
  };

  return { state, read, apply, applying, reset: () => setState({ step: 'choose' }) };
}
