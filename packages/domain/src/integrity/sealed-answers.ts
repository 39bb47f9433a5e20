import { z } from 'zod';
import { type DateValue, formatDate, formatDateTime } from '../date-format.js';

/** What decides whether a product's answers are sealed (issue 37 item 1). */
export interface SealFacts {
  /** The project's `sealedAnswers` feature (integrityOf). */
  sealedAnswers: boolean;
  /** The product's own answers deadline, when it has one. */
  productDeadline: Date | null;
  /** The project's answers deadline ("RFI/RFP submission deadline"). */
  projectDeadline: Date | null;
  /** When two people opened the project's answers early. */
  unsealedAt: Date | null;
}

/** When a product's answers open by themselves: its own deadline, else the project's; null: only when opened. */
export const sealOpensAt = (facts: Pick<SealFacts, 'productDeadline' | 'projectDeadline'>): Date | null =>
  facts.productDeadline ?? facts.projectDeadline;

/**
 * Issue 37 item 1: with the feature on, a product's answers stay sealed from the buy side until its deadline, or until
 * the project's answers were opened early; a project with no deadline stays sealed until opened. The server's SQL
 * twin is `answersSealed` in core/tenancy/evaluation-access.ts.
 */
export function answersSealed(facts: SealFacts, now: Date): boolean {
  if (!facts.sealedAnswers || facts.unsealedAt) return false;
  const opensAt = sealOpensAt(facts);
  return opensAt === null || opensAt.getTime() > now.getTime();
}

/** Early opening's reason: 1–500 characters once trimmed. */
export const UNSEAL_REASON_MAX_LENGTH = 500;

/** The early opening dialog's form, and the server's check of its reason. */
export const unsealSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason.')
    .max(UNSEAL_REASON_MAX_LENGTH, `At most ${UNSEAL_REASON_MAX_LENGTH} characters.`),
});

/** The reason as stored, or null when it is empty or too long. */
export function unsealReason(reason: string): string | null {
  const parsed = unsealSchema.safeParse({ reason });
  return parsed.success ? parsed.data.reason : null;
}

/** How many different people must ask before the answers open early. */
export const UNSEAL_APPROVALS_NEEDED = 2;

export const SEALED_ANSWERS_TEXTS = {
  title: 'Sealed answers',
  sealedUntil: (opensAt: DateValue | null) =>
    opensAt ? `Answers are sealed until ${formatDate(opensAt)}` : 'Answers are sealed until opened early',
  openedEarly: (openedAt: DateValue, names: readonly string[]) =>
    `Answers were opened early on ${formatDate(openedAt)} by ${names.join(' and ')}`,
  approval: (name: string, at: DateValue, reason: string) => `${name} asked on ${formatDateTime(at)}: ${reason}`,
  openEarly: 'Open early',
  secondPersonNeeded: 'Opening early needs two different people with Manage Project State, each giving a reason.',
  reasonLabel: 'Reason',
} as const;

export const SEALED_ANSWERS_MESSAGES = {
  sealed: 'The answers are sealed until their deadline; they cannot be read yet.',
  reportSealed: 'Some answers are sealed until their deadline: a report can be made once they open.',
  scoringSealed: 'The answers are sealed until their deadline: scoring starts once they open, or are opened early.',
  badReason: `Give a reason of 1 to ${UNSEAL_REASON_MAX_LENGTH} characters.`,
  alreadyApproved: 'You have already asked to open the answers early: a second person must ask too.',
  notSealed: 'The answers are not sealed.',
} as const;
