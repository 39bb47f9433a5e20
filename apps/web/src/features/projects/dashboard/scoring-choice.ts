import { isDecided, MESSAGES, productDeadlineProblem } from '@shortlist/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { INVALID_DATE_VALUE } from '../../../lib/project-dates';

/** A product as the ScoringChoiceProducts query answers it. */
interface SupplierRow {
  id: string;
  productName: string;
  participationStatus: string;
  answersSubmittedAt?: string | null;
  answersSubmitDeadline?: string | null;
  vendor?: { name: string } | null;
}

/** One accepted product of the Choice Products for Scoring dialog, with its decision when it has one already. */
export interface ChoiceRow {
  id: string;
  productName: string;
  vendorName: string;
  title: string;
  decided: boolean;
  selected: boolean;
  deadline: string;
}

export interface ChoiceValues {
  products: Array<{ id: string; selected: boolean; deadline: string }>;
}

/**
 * Spec 2 §5: one row per accepted product; a product already submitted is selected and one already given a deadline
 * is not (both disabled, their decision final); the others start selected.
 */
export function choiceRowsOf(suppliers: readonly SupplierRow[]): ChoiceRow[] {
  return suppliers
    .filter((supplier) => supplier.participationStatus === 'ACCEPTED')
    .map((supplier) => {
      const state = {
        participationStatus: 'ACCEPTED' as const,
        answersSubmittedAt: supplier.answersSubmittedAt ?? null,
        answersSubmitDeadline: supplier.answersSubmitDeadline ?? null,
      };
      const vendorName = supplier.vendor?.name ?? '';
      return {
        id: supplier.id,
        productName: supplier.productName,
        vendorName,
        title: vendorName ? `${vendorName} — ${supplier.productName}` : supplier.productName,
        decided: isDecided(state),
        selected: state.answersSubmitDeadline === null,
        deadline: state.answersSubmittedAt ? '' : (state.answersSubmitDeadline ?? ''),
      };
    });
}

/** The deadline's refusal: required when the product is not selected, a valid day later than now. */
function deadlineProblem(value: string): string | null {
  if (value === '') return MESSAGES.required;
  if (value === INVALID_DATE_VALUE) return MESSAGES.date;
  return productDeadlineProblem(new Date(value));
}

/** Checks the undecided products' deadlines (the decided ones are not sent). */
export function choiceResolver(rows: readonly ChoiceRow[]): Resolver<ChoiceValues> {
  return async (values) => {
    const products: Array<{ deadline?: { type: string; message: string } } | undefined> = [];
    let failed = false;
    values.products.forEach((product, index) => {
      const problem = rows[index]?.decided || product.selected ? null : deadlineProblem(product.deadline);
      if (problem) {
        failed = true;
        products[index] = { deadline: { type: 'validate', message: problem } };
      }
    });
    if (!failed) return { values, errors: {} };
    return { values: {}, errors: { products } as FieldErrors<ChoiceValues> };
  };
}

/** The undecided products as submit product answers takes them: selected ones without a deadline. */
export function choicesToSend(rows: readonly ChoiceRow[], values: ChoiceValues) {
  return values.products.flatMap((product, index) => {
    if (rows[index]?.decided) return [];
    return product.selected ? [{ id: product.id }] : [{ id: product.id, deadline: product.deadline }];
  });
}
