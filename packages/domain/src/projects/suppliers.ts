import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import type { ParticipationStatus } from './participation.js';
import type { ProjectStatus } from './status.js';

/** Spec 2 §9 supplier name 100; the reason for selection (purpose) has no figure in the spec: ours. */
export const SUPPLIER_LIMITS = { productName: 100, purpose: 1000 } as const;
/** Spec 2 §9: the supplier picker is unpaged, sorted by name; this caps one answer all the same. */
export const VENDOR_DIRECTORY_MAX = 200;
/** How many products one add, delete, block or unblock call takes. */
export const SUPPLIER_BATCH_MAX = 100;

/** Spec 2 §8 Suppliers, and refusals the spec gives no wording for (ours). */
export const SUPPLIER_MESSAGES = {
  empty: 'There are no suppliers to display',
  actionFailed: MESSAGES.failedToFetch,
  locked: 'Suppliers can be changed only in Draft, In Review, Published and Awaiting',
  alreadyAdded: 'The product is already added to the project',
  unknownProduct: 'Please choose an existing product',
  notInProject: 'The supplier is not in the project',
  atLeastOne: 'Please choose at least one product',
  /** Why a supplier is listed by the with-issues quick filter (spec 2 §8 gives only the issue's text). */
  serviceTypesMismatch: 'Service types do not match the project',
} as const;

/**
 * Spec 2 §5 the quick filter with-issues of the Suppliers tab (the value of its `filter` query parameter): the
 * suppliers the issue check counts as without required service types.
 */
export const WITH_ISSUES_FILTER = 'with-issues';

/** Spec 2 §3 search products' relatedLinks: the vendor's website, only when it is an http(s) address. */
export function relatedLinksOf(website: string | null | undefined): string[] {
  const link = website?.trim() ?? '';
  return /^https?:\/\//i.test(link) ? [link] : [];
}

/** Spec 2 §9 Suppliers tab: the supplier list changes in DRAFT, IN_REVIEW, PUBLISHED and AWAITING. */
export const SUPPLIER_EDITABLE_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'AWAITING'] as const;

export const areSuppliersEditable = (status: ProjectStatus): boolean =>
  (SUPPLIER_EDITABLE_STATUSES as readonly ProjectStatus[]).includes(status);

/**
 * The participation of a product added to a project (spec 2 §4): DRAFT while the project is in DRAFT or IN_REVIEW
 * (shown as Preselected; the invitations go out later), INVITED once it is past review.
 */
export const addedParticipation = (status: ProjectStatus): ParticipationStatus =>
  status === 'DRAFT' || status === 'IN_REVIEW' ? 'DRAFT' : 'INVITED';

const someProductIds = z
  .array(z.object({ id: z.uuid(MESSAGES.required) }), { error: SUPPLIER_MESSAGES.atLeastOne })
  .max(SUPPLIER_BATCH_MAX);
const productIds = someProductIds.min(1, SUPPLIER_MESSAGES.atLeastOne);

/** Spec 2 §7 Add supplier: products [{id, purpose}]; the purpose trimmed, at most 1000 characters. */
export const addSuppliersSchema = z.object({
  products: z
    .array(
      z.object({
        id: z.uuid(SUPPLIER_MESSAGES.unknownProduct),
        purpose: z
          .string()
          .trim()
          .max(SUPPLIER_LIMITS.purpose, MESSAGES.maxLength(SUPPLIER_LIMITS.purpose))
          .nullish()
          .transform((purpose) => purpose ?? ''),
      }),
      { error: SUPPLIER_MESSAGES.atLeastOne },
    )
    .min(1, SUPPLIER_MESSAGES.atLeastOne)
    .max(SUPPLIER_BATCH_MAX),
});

/** Spec 2 §7 delete, block and unblock: products [{id}] (project product ids). */
export const supplierProductsSchema = z.object({ products: productIds });

/**
 * Spec 2 §4 candidate action Block: project products [{id}] and candidates [{id}], products of the vendor directory
 * not yet in the project (they join it blocked); at least one of either.
 */
export const blockSuppliersSchema = z
  .object({
    products: someProductIds,
    candidates: z
      .array(z.object({ id: z.uuid(SUPPLIER_MESSAGES.unknownProduct) }))
      .max(SUPPLIER_BATCH_MAX)
      .nullish()
      .transform((candidates) => candidates ?? []),
  })
  .refine((input) => input.products.length + input.candidates.length > 0, {
    error: SUPPLIER_MESSAGES.atLeastOne,
    path: ['products'],
  });
