import { Alert, Stack } from '@mui/material';
import { submissionReceipt } from '@shortlist/domain';
import { ReceiptDetails } from '../receipts/receipt-details';
import type { Questionnaire } from './questionnaire-model';
import type { QuestionnaireVariables } from './use-questionnaire-cache';

/**
 * Issue 31: the receipt of submitted answers — when, in the project time zone, and by whom — shown once the answers
 * are submitted and on every later visit (the same words as the receipt mailed to the submitter); issue 37: with the
 * receipts' codes, digests and verify links.
 */
export function SubmissionReceipt({
  product,
  variables,
}: {
  product: Questionnaire['product'];
  variables: QuestionnaireVariables;
}) {
  if (!product.answersSubmittedAt) return null;
  return (
    <Stack spacing={1}>
      <Alert severity="success" role="status">
        {submissionReceipt(product.answersSubmittedAt, product.answersSubmittedBy)}
      </Alert>
      <ReceiptDetails projectId={variables.projectId} productId={variables.productId} />
    </Stack>
  );
}
