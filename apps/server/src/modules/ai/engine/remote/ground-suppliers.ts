import { z } from 'zod';
import type { SupplierSuggestion } from '../provider.js';

/** Spec 2 §3 purpose: one sentence; a longer answer is cut. */
export const PURPOSE_MAX = 500;

const choice = z.object({ id: z.string(), purpose: z.string() });

/** The items of an array the answer holds under `key`; anything else holds none. */
export function itemsOf(answer: Record<string, unknown>, key: string): unknown[] {
  const items = answer[key];
  return Array.isArray(items) ? items : [];
}

/**
 * The model's choices kept only where they name a candidate (never an invented supplier), each once, best first, with
 * the model's sentence as the purpose.
 */
export function groundSuppliers(
  answer: Record<string, unknown>,
  candidates: readonly SupplierSuggestion[],
  limit: number,
): SupplierSuggestion[] {
  const byId = new Map(candidates.map((candidate) => [candidate.productId, candidate]));
  const chosen = new Map<string, SupplierSuggestion>();
  for (const item of itemsOf(answer, 'suppliers')) {
    const parsed = choice.safeParse(item);
    if (!parsed.success) continue;
    const candidate = byId.get(parsed.data.id.trim());
    const purpose = parsed.data.purpose.trim().slice(0, PURPOSE_MAX).trim();
    if (!candidate || !purpose || chosen.has(candidate.productId)) continue;
    chosen.set(candidate.productId, { ...candidate, purpose });
  }
  return [...chosen.values()].slice(0, limit);
}
