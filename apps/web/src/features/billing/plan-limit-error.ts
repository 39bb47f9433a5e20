import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { BILLING_ERROR_CODES } from '@shortlist/domain';
import { z } from 'zod';
import { errorCode } from '../../lib/errors';

const detailsSchema = z.object({ current: z.number().int(), max: z.number().int() });
const extensionsSchema = z.object({ details: detailsSchema });

export interface PlanLimitRefusal {
  /** The server's text: BILLING_MESSAGES.invitationLimit(max) or projectLimit(max). */
  message: string;
  current: number | null;
  max: number | null;
}

/** A refusal with code PLAN_LIMIT_REACHED, with its { current, max } when the server sent them; null otherwise. */
export function planLimitRefusal(error: unknown): PlanLimitRefusal | null {
  if (errorCode(error) !== BILLING_ERROR_CODES.limitReached) return null;
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const details = extensionsSchema.safeParse(first?.extensions).data?.details;
  return {
    message: first?.message ?? (error instanceof Error ? error.message : ''),
    current: details?.current ?? null,
    max: details?.max ?? null,
  };
}
