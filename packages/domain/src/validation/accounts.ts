import { z } from 'zod';
import { COMPANY_NAME_MAX, COMPANY_NAME_MIN, COMPANY_WEBSITE_MAX, REGISTRATION_NAME_MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { emailField, passwordField, phoneField, recaptchaField, requiredText, urlField } from './fields.js';

/** Human verification is only required when the server has it switched on. */
export function loginSchema(options: { recaptcha: boolean }) {
  return z.object({
    email: emailField,
    password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
    recaptcha: options.recaptcha ? recaptchaField : z.string().optional(),
  });
}
export type LoginInput = z.infer<ReturnType<typeof loginSchema>>;

export function registrationSchema(options: { recaptcha: boolean; invited: boolean }) {
  const website = z
    .string({ error: MESSAGES.required })
    .trim()
    .max(COMPANY_WEBSITE_MAX, MESSAGES.maxLength(COMPANY_WEBSITE_MAX));
  return z
    .object({
      firstName: requiredText(REGISTRATION_NAME_MAX),
      lastName: requiredText(REGISTRATION_NAME_MAX),
      email: emailField,
      company: requiredText(COMPANY_NAME_MAX, COMPANY_NAME_MIN),
      companyWebsite: options.invited
        ? website.pipe(urlField).optional().default('')
        : website.min(1, MESSAGES.required).pipe(urlField),
      password: passwordField,
      repeatPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
      terms: z.literal(true, { error: MESSAGES.acceptTerms }),
      recaptcha: options.recaptcha ? recaptchaField : z.string().optional(),
      token: z.string().optional(),
    })
    .refine((input) => input.password === input.repeatPassword, {
      path: ['repeatPassword'],
      message: MESSAGES.passwordsMatch,
    });
}
export type RegistrationInput = z.infer<ReturnType<typeof registrationSchema>>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    hash: requiredText(),
    password: passwordField,
    confirmPassword: z.string().optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMatch,
  });

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
    password: passwordField,
    // Spec 1 §5: the form requires the confirmation; the changePassword mutation carries only old and new.
    confirmPassword: z.string().min(1, MESSAGES.required).optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMatch,
  });

export const feedbackSchema = z.object({
  title: requiredText(),
  message: requiredText(),
  pathname: z.string().trim().max(2000).optional().default(''),
});

export const confirmEmailSchema = z.object({ hash: requiredText() });

/** /account/settings (spec 1 §2, §5): phone at most 20 characters, contrast mode and the three e-mail switches. */
export const profileSettingsSchema = z.object({
  phoneNumber: phoneField,
  contrastMode: z.boolean(),
  projectStatusUpdate: z.boolean(),
  newNotification: z.boolean(),
  newFaqQuestion: z.boolean(),
});
export type ProfileSettingsInput = z.input<typeof profileSettingsSchema>;

/** Spec 1 §6: the contrast-mode option is offered with READ_SCORING, and only when the company scores in colours. */
export const offersContrastMode = (privileges: ReadonlySet<string>, scoringType: string) =>
  privileges.has('READ_SCORING') && scoringType === 'COLORS';
