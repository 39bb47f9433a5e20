import { z } from 'zod';
import { COMPANY_NAME_MAX, COMPANY_NAME_MIN, REGISTRATION_NAME_MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { emailField, recaptchaField, requiredPhoneField, requiredText } from '../validation/fields.js';

/** Which public form a submission came from: /contact-demo (an enterprise demo request) or /contact-us. */
export const CONTACT_KINDS = ['DEMO', 'CONTACT'] as const;
export type ContactFormKind = (typeof CONTACT_KINDS)[number];

/** Spec 3 §9: the company sizes a demo request offers, in this order. */
export const COMPANY_SIZES = ['1-50', '50-100', '100-500', '500-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Spec 3 §5 and §9 limits of the two public forms. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: REGISTRATION_NAME_MAX,
  jobTitleMax: 100,
  demoMessageMax: 1000,
  contactMessageMin: 10,
  contactMessageMax: 2000,
} as const;

/** Spec 3 §4: the success message disappears after 5000 ms. */
export const CONTACT_SUCCESS_MS = 5000;

/** Spec 3 §4, §5 and §8 wording; the success texts are ours, the demo one carries the 24-hour promise. */
export const CONTACT_MESSAGES = {
  demoMessageTooLong: 'Message must be less than 1000 characters',
  failed: (email: string) => `Something went wrong. Please try again or contact us directly at ${email}`,
  demoSent: 'Thank you! Your demo request has been sent. Our team will contact you within 24 hours.',
  contactSent: 'Thank you for your message! We will get back to you soon.',
} as const;

const name = () => requiredText(CONTACT_LIMITS.nameMax, CONTACT_LIMITS.nameMin);
/** Human verification is only required when the server has it switched on. */
const recaptcha = (required: boolean) => (required ? recaptchaField : z.string().optional());

/** Spec 3 §5 Contact demo: the enterprise demo request of /contact-demo. */
export function contactDemoSchema(options: { recaptcha: boolean }) {
  return z.object({
    firstName: name(),
    lastName: name(),
    email: emailField,
    company: requiredText(COMPANY_NAME_MAX, COMPANY_NAME_MIN),
    jobTitle: requiredText(CONTACT_LIMITS.jobTitleMax),
    // A string in, so that a form can start with none chosen ('').
    companySize: z.string({ error: MESSAGES.required }).pipe(z.enum(COMPANY_SIZES, { error: MESSAGES.required })),
    phone: requiredPhoneField,
    message: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.demoMessageMax, CONTACT_MESSAGES.demoMessageTooLong)
      .optional()
      .default(''),
    recaptcha: recaptcha(options.recaptcha),
  });
}
export type ContactDemoInput = z.input<ReturnType<typeof contactDemoSchema>>;
export type ContactDemo = z.output<ReturnType<typeof contactDemoSchema>>;

/** Spec 3 §5 Contact us: the message form of /contact-us. */
export function contactUsSchema(options: { recaptcha: boolean }) {
  return z.object({
    firstName: name(),
    lastName: name(),
    email: emailField,
    message: requiredText(CONTACT_LIMITS.contactMessageMax, CONTACT_LIMITS.contactMessageMin),
    recaptcha: recaptcha(options.recaptcha),
  });
}
export type ContactUsInput = z.input<ReturnType<typeof contactUsSchema>>;
export type ContactUs = z.output<ReturnType<typeof contactUsSchema>>;
