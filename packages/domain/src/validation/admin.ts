import { z } from 'zod';
import {
  ANSWERS_MAX_LENGTH_RANGE,
  APPROVED_LABEL_MAX,
  CLIENT_LIMITS,
  COMPANY_NAME_MAX,
  TEXT_AREA_MAX,
} from '../constants.js';
import { CLIENT_SIZES, SCORING_TYPES } from '../enums.js';
import { integritySettingsSchema } from '../integrity/integrity-rules.js';
import { MESSAGES } from '../messages.js';
import { optionalText, requiredText, urlField } from './fields.js';

/** Spec 1 §5: a project type's label and a supplier service type's label. */
export const REFERENCE_LABEL_MAX = 300;
/** Spec 1 §5: a project type's description. */
export const PROJECT_TYPE_DESCRIPTION_MAX = TEXT_AREA_MAX;

/** Spec 1 §5 Client: the website is required, an URL and at most 100 characters, with its own URL message. */
const clientWebsiteField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(CLIENT_LIMITS.website, MESSAGES.maxLength(CLIENT_LIMITS.website))
  .refine((value) => urlField.safeParse(value).success, MESSAGES.clientWebsite);

export const clientSchema = z.object({
  name: requiredText(CLIENT_LIMITS.name),
  description: optionalText(CLIENT_LIMITS.description),
  website: clientWebsiteField,
  location: optionalText(CLIENT_LIMITS.location),
  employeeSize: z.enum(CLIENT_SIZES).nullable().optional().default(null),
});
export type ClientInput = z.input<typeof clientSchema>;
export type ClientValues = z.output<typeof clientSchema>;

export const projectTypeSchema = z.object({
  label: requiredText(REFERENCE_LABEL_MAX),
  description: optionalText(PROJECT_TYPE_DESCRIPTION_MAX),
});
export type ProjectTypeInput = z.input<typeof projectTypeSchema>;

export const serviceTypeSchema = z.object({ label: requiredText(REFERENCE_LABEL_MAX) });
export type ServiceTypeInput = z.input<typeof serviceTypeSchema>;

/** Spec 1 §5: each answer max length is required, a number from 100 to 5000 (a number input left empty is NaN). */
const answerLengthField = z
  .number({ error: MESSAGES.required })
  .int(MESSAGES.wholeNumber)
  .min(ANSWERS_MAX_LENGTH_RANGE.min, MESSAGES.minNumber(ANSWERS_MAX_LENGTH_RANGE.min))
  .max(ANSWERS_MAX_LENGTH_RANGE.max, MESSAGES.maxNumber(ANSWERS_MAX_LENGTH_RANGE.max));

/** An empty approved label is stored as none. */
const approvedLabelField = z
  .string()
  .trim()
  .max(APPROVED_LABEL_MAX, MESSAGES.maxLength(APPROVED_LABEL_MAX))
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const companySettingsSchema = z.object({
  scoringType: z.enum(SCORING_TYPES, { error: MESSAGES.required }),
  answersMaxLength: z.tuple([answerLengthField, answerLengthField, answerLengthField], { error: MESSAGES.required }),
  enableExperts: z.boolean(),
  enableBranches: z.boolean(),
  enableExtendedAnswersDeadline: z.boolean(),
  enableClientTables: z.boolean(),
  enableAuthOnBehalf: z.boolean(),
  approvedLabel: approvedLabelField,
  /** Issue 37: the integrity features the company's projects may use (and start with). */
  integrity: integritySettingsSchema.optional(),
});

/** Spec 1 §5 Company settings: the dialog edits the name and the settings together. */
export const companySettingsFormSchema = z.object({
  name: requiredText(COMPANY_NAME_MAX),
  settings: companySettingsSchema,
});
export type CompanySettingsFormInput = z.input<typeof companySettingsFormSchema>;
export type CompanySettingsFormValues = z.output<typeof companySettingsFormSchema>;
