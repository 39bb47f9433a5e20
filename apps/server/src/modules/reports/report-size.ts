import { pdfReportTooLarge, REPORT_MESSAGES } from '@shortlist/domain';
import { badInput } from '../../core/errors.js';
import type { Database } from '../../db/client.js';
import { countScoredQuestions } from '../scoring/index.js';
import { comparisonSubset } from './render/report-data.js';

/**
 * Refuses a PDF report of more answers than PDF_REPORT_MAX_ANSWERS: the chosen products × the scored questions, or
 * the comparison's (of its products) when the report follows one. One statement; three with a comparison.
 */
export async function refuseOversizedPdf(
  db: Database,
  projectId: string,
  productIds: readonly string[],
  comparisonId: string | null,
): Promise<void> {
  const subset = await comparisonSubset(db, comparisonId);
  const products = subset ? subset.productIds.filter((id) => productIds.includes(id)).length : productIds.length;
  const questions = await countScoredQuestions(db, projectId, subset ? [...subset.questionIds] : undefined);
  if (pdfReportTooLarge(products, questions)) throw badInput(REPORT_MESSAGES.pdfTooLarge);
}
