import { PROJECT_MESSAGES } from '../projects/project-messages.js';

/** Spec 2 §4 Dates: a product's answers deadline is later than now (the wording of the form's dependency message). */
export const PRODUCT_DEADLINE_IN_PAST = PROJECT_MESSAGES.laterThan('current date');

/** The refusal of a per-product answers deadline (spec 2 §7 Submit product answers), or null when it is later than now. */
export const productDeadlineProblem = (deadline: Date, now: Date = new Date()): string | null =>
  deadline.getTime() > now.getTime() ? null : PRODUCT_DEADLINE_IN_PAST;
