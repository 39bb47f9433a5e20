/** Spec 2 §4 Related and similar answers: the similarity indicator's steps. */
export const SIMILARITY_THRESHOLDS = [0.5, 0.65, 0.75, 0.85, 0.95] as const;

/** How many of the indicator's steps a similarity score reaches, 0 to 5. */
export const similarityLevel = (score: number) =>
  SIMILARITY_THRESHOLDS.filter((threshold) => score >= threshold).length;

/** A score above 0.8 is drawn in the success colour. */
export const similarityIsStrong = (score: number) => score > 0.8;

export type AnswerChangeWording = 'no changes' | 'minor' | 'moderate' | 'significant';

/** Spec 2 §9 Answer-history wording: how much a previous answer differs from the current one. */
export function answerChangeWording(similarity: number): AnswerChangeWording {
  if (similarity >= 1) return 'no changes';
  if (similarity > 0.95) return 'minor';
  if (similarity > 0.6) return 'moderate';
  return 'significant';
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The trigrams of a text as pg_trgm makes them: per lower-cased word, padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const padded = [' ', ' ', ...word, ' '];
    for (let start = 0; start + 3 <= padded.length; start += 1) found.add(padded.slice(start, start + 3).join(''));
  }
  return found;
}

/**
 * The similarity of two texts as PostgreSQL's pg_trgm `similarity()` computes it (shared trigrams over all trigrams),
 * so the browser words a change as the database ranks related answers. Identical texts are 1 even without any word
 * (where pg_trgm says 0), so that an unchanged answer never reads as changed.
 */
export function textSimilarity(left: string, right: string): number {
  if (left === right) return 1;
  const leftTrigrams = trigrams(left);
  const rightTrigrams = trigrams(right);
  const shared = [...leftTrigrams].filter((trigram) => rightTrigrams.has(trigram)).length;
  const all = leftTrigrams.size + rightTrigrams.size - shared;
  return all === 0 ? 0 : shared / all;
}
