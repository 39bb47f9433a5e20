import { MESSAGES } from '../messages.js';

/**
 * The instants every layer takes alike: ISO 8601's four-digit years. JavaScript reaches year 275760 and PostgreSQL
 * 294276, but neither reads the other's six-digit years, so a date outside these bounds is refused as invalid.
 */
export const DATE_BOUNDS = {
  min: Date.parse('0001-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
} as const;

/** The instant an ISO 8601 text (or a Date) names, or null when it is no date or lies outside DATE_BOUNDS. */
export function supportedDate(value: unknown): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value instanceof Date ? value : null;
  const time = date?.getTime() ?? Number.NaN;
  return date && time >= DATE_BOUNDS.min && time <= DATE_BOUNDS.max ? date : null;
}

/** A date picked in a form, for z.preprocess before z.date(): empty is absent, an unsupported date is invalid. */
export function formDate(value: unknown): Date | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return supportedDate(value) ?? new Date(Number.NaN);
}

/** Unpaired UTF-16 surrogates have no UTF-8 form: PostgreSQL refuses them (in JSON columns) or garbles them. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** Why the text cannot be stored as it is (U+0000 or an unpaired surrogate), or null. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return MESSAGES.nulCharacter;
  if (UNPAIRED_SURROGATE.test(text)) return MESSAGES.unpairedSurrogate;
  return null;
}
