import { useMutation } from '@apollo/client/react';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { RequestProductAnswersDocument, SubmitProductAnswersDocument } from './broker-answers-documents';

/** Our wording: spec 2 §8 words the force-submit only; a deadline is the same call's other choice. */
export const DEADLINE_SET = 'The deadline is set';

/** The Suppliers table and an open answers drawer follow a product's submission. */
const PRODUCT_QUERIES = ['ProjectProducts', 'ProductAnswers'];

/**
 * Spec 2 §7 supplier answer calls of the Suppliers menu with spec 2 §8's toasts: request product to submit answers
 * ('The request is sent' / 'Unable to send the request'), submit product answers ('Product Answers were successfully
 * submitted' / 'Unable to submit product answers') and its per-product deadline. Each resolves true when the server
 * agreed.
 */
export function useProductAnswerActions(projectId: string) {
  const { enqueueSnackbar } = useSnackbar();
  const [remind] = useMutation(RequestProductAnswersDocument);
  const [submit] = useMutation(SubmitProductAnswersDocument, {
    refetchQueries: PRODUCT_QUERIES,
    awaitRefetchQueries: true,
  });

  const run = async (call: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    try {
      await call();
      enqueueSnackbar(done, { variant: 'success' });
      return true;
    } catch {
      enqueueSnackbar(failed, { variant: 'error' });
      return false;
    }
  };
  const submitted = (products: Array<{ id: string; deadline?: string }>) => () =>
    submit({ variables: { projectId, products } });

  return {
    requestAnswers: (id: string) =>
      run(
        () => remind({ variables: { projectId, products: [{ id }] } }),
        ANSWER_MESSAGES.requestSent,
        ANSWER_MESSAGES.requestFailed,
      ),
    submitAnswers: (id: string) =>
      run(submitted([{ id }]), ANSWER_MESSAGES.productSubmitted, ANSWER_MESSAGES.productSubmitFailed),
    setDeadline: (id: string, deadline: string) =>
      run(submitted([{ id, deadline }]), DEADLINE_SET, ANSWER_MESSAGES.productSubmitFailed),
  };
}
export type ProductAnswerActions = ReturnType<typeof useProductAnswerActions>;
