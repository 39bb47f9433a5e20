import { Alert } from '@mui/material';
import { submissionReceipt } from '@shortlist/domain';
import type { Questionnaire } from './questionnaire-model';

/**
 * Issue 31: the receipt of submitted answers — when, in the project time zone, and by whom — shown once the answers
 * are submitted and on every later visit (the same words as the receipt mailed to the submitter).
 */
export function SubmissionReceipt({ product }: { product: Questionnaire['product'] }) {
  if (!product.answersSubmittedAt) return null;
  return (
    <Alert severity="success" role="status">
      {submissionReceipt(product.answersSubmittedAt, product.answersSubmittedBy)}
    </Alert>
  );
}
