import { z } from 'zod';
import type { ProjectStatus } from '../projects/status.js';
import { optionalText, requiredText } from '../validation/fields.js';

/** Spec 2 §5 Comparison: the limits of its texts. */
export const COMPARISON_NAME_MAX = 100;
export const COMPARISON_DESCRIPTION_MAX = 2000;

/** Spec 2 §5, §8: the comparison messages (the last two are ours: the spec gives no wording). */
export const COMPARISON_MESSAGES = {
  noProducts: 'Please select at least one product',
  noQuestions: 'Please select at least one question',
  creatorOnly: 'Only the creator of a comparison can change or delete it',
  notNow: 'Comparisons can be added only while the project is Awaiting, Scoring or Completed',
  empty: 'There are no products to display',
} as const;

/** Spec 2 §9: 'Add New Comparison' is offered only in these statuses. */
export const COMPARISON_STATUSES: readonly ProjectStatus[] = ['AWAITING', 'SCORING', 'COMPLETED'];

export const mayAddComparison = (status: ProjectStatus): boolean => COMPARISON_STATUSES.includes(status);

/** Spec 2 §9 Comparison widths: a product column 350 (500 with notes, +100 with one product), the first column 300. */
export const COMPARISON_WIDTHS = { questions: 300, product: 350, productWithNotes: 500, single: 100 } as const;

export const comparisonColumnWidth = (showNotes: boolean, productCount: number): number =>
  (showNotes ? COMPARISON_WIDTHS.productWithNotes : COMPARISON_WIDTHS.product) +
  (productCount === 1 ? COMPARISON_WIDTHS.single : 0);

/** Spec 2 §5 Comparison: what the 'Add New Comparison' dialog sends, checked the same way on both sides. */
export const comparisonSchema = z.object({
  name: requiredText(COMPARISON_NAME_MAX),
  description: optionalText(COMPARISON_DESCRIPTION_MAX),
  isPrivate: z.boolean(),
  showNotes: z.boolean(),
  productIds: z.array(z.string()).min(1, COMPARISON_MESSAGES.noProducts),
  questionIds: z.array(z.string()).min(1, COMPARISON_MESSAGES.noQuestions),
});

export type ComparisonInput = z.input<typeof comparisonSchema>;
