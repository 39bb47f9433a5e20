import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';

const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{${PASSWORD_MIN},${PASSWORD_MAX}}$`,
);
const URL_PATTERN = /^https?:\/\/(www\.)?[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,63}(:\d{1,5})?([/?#]\S*)?$/;
const DOMAIN_PATTERN = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 1 §5: digits, spaces, plus, hyphens and parentheses, with at least one digit. */
const PHONE_PATTERN = /^[\d +()-]*\d[\d +()-]*$/;

/** A trimmed text that must not be empty, with an optional maximum length. */
export function requiredText(max?: number, min?: number) {
  let schema = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required);
  if (min !== undefined) schema = schema.min(min, MESSAGES.minLength(min));
  if (max !== undefined) schema = schema.max(max, MESSAGES.maxLength(max));
  return schema;
}

export function optionalText(max: number) {
  return z.string().trim().max(max, MESSAGES.maxLength(max)).optional().default('');
}

export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .toLowerCase()
  .regex(EMAIL_PATTERN, MESSAGES.email);

export const passwordField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .regex(PASSWORD_PATTERN, MESSAGES.password);

/** Empty, or an http(s) address with an optional www. */
export const urlField = z
  .string()
  .trim()
  .refine((value) => value === '' || URL_PATTERN.test(value), MESSAGES.url);

/** Empty, or a lower-case dotted name. */
export const domainField = z
  .string()
  .trim()
  .refine((value) => value === '' || DOMAIN_PATTERN.test(value), MESSAGES.domain);

/** Optional; at most 20 characters of a phone number (the contact-demo form's rule and message, spec 1 §5). */
export const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX, MESSAGES.maxLength(PHONE_MAX))
  .refine((value) => value === '' || PHONE_PATTERN.test(value), MESSAGES.phone)
  .optional()
  .default('');

/** Spec 3 §5 contact demo form: required, at most 20 characters of a phone number. */
export const requiredPhoneField = requiredText(PHONE_MAX).regex(PHONE_PATTERN, MESSAGES.phone);

export const recaptchaField = z.string({ error: MESSAGES.recaptcha }).min(1, MESSAGES.recaptcha);

/** The field name → first message map that forms show beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The field errors of a `safeParse` result; empty when it succeeded. */
export const resultErrors = (result: { error?: z.ZodError }): Record<string, string> =>
  result.error ? fieldErrors(result.error) : {};
