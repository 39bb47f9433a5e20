import { z } from 'zod';
import { type DateValue, formatDateTime } from '../date-format.js';
import { emailDomain } from '../projects/supplier-invites.js';

/**
 * Issue 37 item 2, conflict-of-interest declarations. With the project's `conflictDeclarations` on, a buy-side user
 * reads a supplier's answers, files, counts, ratings and scores only when their latest declaration for it says no
 * conflict, or says a conflict that a project owner let them in on afterwards. Records are never overwritten: each
 * declaration and each admission is a new record.
 */

export const CONFLICT_DESCRIPTION_MAX_LENGTH = 1000;
export const CONFLICT_REASON_MAX_LENGTH = 500;

export const CONFLICT_MESSAGES = {
  descriptionNeeded: 'Describe the conflict of interest.',
  descriptionTooLong: `At most ${CONFLICT_DESCRIPTION_MAX_LENGTH} characters.`,
  reasonNeeded: 'Give a reason.',
  reasonTooLong: `At most ${CONFLICT_REASON_MAX_LENGTH} characters.`,
  choose: 'Choose No conflict or Conflict.',
  badDeclarations: 'Declare each supplier of the project once: No conflict, or Conflict with a description.',
  badReason: `Give a reason of 1 to ${CONFLICT_REASON_MAX_LENGTH} characters.`,
  featureOff: 'Conflict-of-interest declarations are off for this project.',
  notOwner: 'Only the project owners can let an evaluator in.',
  notConflicted: 'This person has not declared a conflict with this supplier: there is nothing to let them in on.',
  alreadyAdmitted: 'This person has already been let in on this supplier.',
  hidden:
    'This supplier is hidden from you: declare no conflict of interest with it, or, if you declared one, ask a ' +
    'project owner to let you in.',
} as const;

export const CONFLICT_TEXTS = {
  title: 'Conflicts of interest',
  declareButton: 'Declare conflicts of interest',
  dialogTitle: 'Declare conflicts of interest',
  dialogIntro:
    'For each supplier, declare whether you have a conflict of interest. A supplier you declare a conflict with stays ' +
    'hidden from you unless a project owner lets you in.',
  noConflict: 'No conflict',
  conflict: 'Conflict',
  descriptionLabel: 'Describe the conflict',
  submit: 'Declare',
  pending: (count: number) =>
    count === 1
      ? '1 supplier is hidden until you declare your conflicts of interest.'
      : `${count} suppliers are hidden until you declare your conflicts of interest.`,
  hiddenByConflict: (count: number) =>
    count === 1
      ? '1 supplier is hidden from you: you declared a conflict of interest with it.'
      : `${count} suppliers are hidden from you: you declared a conflict of interest with them.`,
  noDeclarations: 'No declarations yet.',
  declared: (name: string, supplier: string, at: DateValue) =>
    `${name} declared no conflict with ${supplier} on ${formatDateTime(at)}`,
  declaredConflict: (name: string, supplier: string, at: DateValue, description: string) =>
    `${name} declared a conflict with ${supplier} on ${formatDateTime(at)}: ${description}`,
  admitted: (owner: string, at: DateValue, reason: string) => `Let in by ${owner} on ${formatDateTime(at)}: ${reason}`,
  domainFlag: 'Same e-mail domain as the supplier',
  letIn: 'Let in',
  letInTitle: (name: string, supplier: string) => `Let ${name} in on ${supplier}`,
  reasonLabel: 'Reason',
} as const;

/** One row of the declaration form, and of the server's check. */
export const conflictDeclarationSchema = z
  .object({
    projectProductId: z.string().min(1),
    hasConflict: z.boolean(),
    description: z
      .string()
      .trim()
      .max(CONFLICT_DESCRIPTION_MAX_LENGTH, CONFLICT_MESSAGES.descriptionTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((row, context) => {
    if (row.hasConflict && !row.description) {
      context.addIssue({ code: 'custom', path: ['description'], message: CONFLICT_MESSAGES.descriptionNeeded });
    }
  })
  .transform((row) => ({ ...row, description: row.hasConflict ? row.description : null }));

export type ConflictDeclarationInput = z.input<typeof conflictDeclarationSchema>;

/** The declaration dialog's form: a choice per supplier, and a description with a conflict. */
export const conflictFormSchema = z.object({
  rows: z.array(
    z
      .object({
        projectProductId: z.string(),
        supplierName: z.string(),
        choice: z.enum(['', 'NO_CONFLICT', 'CONFLICT']),
        description: z.string().max(CONFLICT_DESCRIPTION_MAX_LENGTH, CONFLICT_MESSAGES.descriptionTooLong),
      })
      .superRefine((row, context) => {
        if (row.choice === '')
          context.addIssue({ code: 'custom', path: ['choice'], message: CONFLICT_MESSAGES.choose });
        if (row.choice === 'CONFLICT' && !row.description.trim()) {
          context.addIssue({ code: 'custom', path: ['description'], message: CONFLICT_MESSAGES.descriptionNeeded });
        }
      }),
  ),
});

export type ConflictFormValues = z.infer<typeof conflictFormSchema>;
export type ConflictDeclarationValue = z.output<typeof conflictDeclarationSchema>;

/** The declarations of one call: each product at most once, each valid. Null when not. */
export function conflictDeclarations(rows: readonly ConflictDeclarationInput[]): ConflictDeclarationValue[] | null {
  const parsed = z.array(conflictDeclarationSchema).min(1).safeParse(rows);
  if (!parsed.success) return null;
  const ids = new Set(parsed.data.map((row) => row.projectProductId));
  return ids.size === parsed.data.length ? parsed.data : null;
}

/** The "Let in" form, and the server's check of its reason. */
export const conflictAdmissionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, CONFLICT_MESSAGES.reasonNeeded)
    .max(CONFLICT_REASON_MAX_LENGTH, CONFLICT_MESSAGES.reasonTooLong),
});

/** The reason as stored, or null when it is empty or too long. */
export function admissionReason(reason: string): string | null {
  const parsed = conflictAdmissionSchema.safeParse({ reason });
  return parsed.success ? parsed.data.reason : null;
}

/** Where a user stands with one supplier. */
export type ConflictState = 'UNDECLARED' | 'NO_CONFLICT' | 'CONFLICT' | 'ADMITTED';

export interface ConflictRecords {
  /** The user's declarations for the supplier, in any order. */
  declarations: ReadonlyArray<{ hasConflict: boolean; createdAt: Date }>;
  /** The owners' admissions of the user for the supplier, in any order. */
  admissions: ReadonlyArray<{ createdAt: Date }>;
}

/**
 * The user's standing from the records: the latest declaration counts; a conflict is let in by an admission given at
 * or after it (a later declaration of a conflict asks again). The server's SQL twin is `conflictsClear` in
 * core/tenancy/evaluation-access.ts.
 */
export function conflictState({ declarations, admissions }: ConflictRecords): ConflictState {
  let latest: { hasConflict: boolean; createdAt: Date } | undefined;
  for (const row of declarations) {
    if (!latest || row.createdAt.getTime() > latest.createdAt.getTime()) latest = row;
  }
  if (!latest) return 'UNDECLARED';
  if (!latest.hasConflict) return 'NO_CONFLICT';
  const since = latest.createdAt.getTime();
  return admissions.some((row) => row.createdAt.getTime() >= since) ? 'ADMITTED' : 'CONFLICT';
}

/** May the user read this supplier's answers and scores (with the feature on)? */
export const maySeeSupplier = (records: ConflictRecords): boolean => {
  const state = conflictState(records);
  return state === 'NO_CONFLICT' || state === 'ADMITTED';
};

/**
 * The owners' flag: the evaluator's e-mail domain equals one of the supplier's domains (its company's website, its
 * vendor profile's e-mail, its users' e-mails). Empty domains never match.
 */
export function sharesSupplierDomain(userEmail: string, supplierDomains: ReadonlyArray<string | null>): boolean {
  const own = emailDomain(userEmail.trim());
  if (!own || !userEmail.includes('@')) return false;
  return supplierDomains.some((domain) => (domain ?? '').trim().toLowerCase() === own);
}
