import { z } from 'zod';
import { CUSTOM_FIELD_LIMITS, TEXT_AREA_MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { optionalText, requiredText } from '../validation/fields.js';
import { formDate } from '../validation/input-safety.js';
import { isLaterThan, isTodayOrLater, isWithinAYear } from './dates.js';
import { PROJECT_MESSAGES } from './project-messages.js';
import { templateIdsField } from './project-templates.js';

/** Spec 2 §9 text limits of the project form. */
export const PROJECT_LIMITS = {
  name: 100,
  intro: 2500,
  descriptionMin: 100,
  description: 5000,
  location: 100,
  frequency: 50,
  contact: 250,
  liveCountMin: 1,
  liveCountMax: 100000,
} as const;
export const DEFAULT_LOCATION = 'Worldwide';
/** Spec 2 §3, §9: RFP and RFI projects start with 3 target respondents. */
export const DEFAULT_TARGET_RESPONDENTS = 3;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const dateError = (issue: { input?: unknown }) => (issue.input === undefined ? MESSAGES.required : MESSAGES.date);
const requiredDate = z.preprocess(formDate, z.date({ error: dateError }));
const optionalDate = z.preprocess(formDate, z.date({ error: MESSAGES.date }).optional()).transform((v) => v ?? null);

const ids = z
  .array(z.string())
  .nullish()
  .transform((values) => [...new Set(values ?? [])]);

const contactSchema = z
  .object({
    userId: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required),
    phoneNumber: z.string().trim().max(PROJECT_LIMITS.contact, MESSAGES.maxLength(PROJECT_LIMITS.contact)).nullish(),
    email: z
      .string()
      .trim()
      .max(PROJECT_LIMITS.contact, MESSAGES.maxLength(PROJECT_LIMITS.contact))
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), PROJECT_MESSAGES.validEmail)
      .nullish(),
  })
  .transform((contact) => ({
    userId: contact.userId,
    phoneNumber: contact.phoneNumber ?? '',
    email: contact.email ?? '',
  }))
  .refine((contact) => contact.phoneNumber !== '' || contact.email !== '', {
    message: PROJECT_MESSAGES.phoneOrEmail,
    path: ['phoneNumber'],
  });

const contactsSchema = z
  .array(contactSchema, { error: PROJECT_MESSAGES.atLeastOneContact })
  .min(1, PROJECT_MESSAGES.atLeastOneContact);

/** Spec 2 §5 Panel form: contacts without a user are dropped on save. */
const withUser = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((contact: unknown) => {
        const userId = (contact as { userId?: unknown } | null)?.userId;
        return typeof userId === 'string' && userId.trim() !== '';
      })
    : value;

const keyValueSchema = z.object({
  key: requiredText(CUSTOM_FIELD_LIMITS.key),
  value: requiredText(CUSTOM_FIELD_LIMITS.value),
});

const fileSchema = z.object({
  id: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  description: optionalText(TEXT_AREA_MAX),
});

const liveCountField = z
  .number({ error: PROJECT_MESSAGES.integer })
  .int(PROJECT_MESSAGES.integer)
  .min(PROJECT_LIMITS.liveCountMin, MESSAGES.minNumber(PROJECT_LIMITS.liveCountMin))
  .max(PROJECT_LIMITS.liveCountMax, MESSAGES.maxNumber(PROJECT_LIMITS.liveCountMax))
  .nullish()
  .transform((value) => value ?? null);

const locationField = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.location, MESSAGES.maxLength(PROJECT_LIMITS.location))
  .nullish()
  .transform((value) => value || DEFAULT_LOCATION);

/** The fields both forms share (spec 2 §3, §5). */
const sharedFields = {
  name: requiredText(PROJECT_LIMITS.name),
  intro: optionalText(PROJECT_LIMITS.intro),
  serviceTypeIds: ids,
  projectServiceTypeIds: ids,
  clientId: z
    .string()
    .nullish()
    .transform((value) => value || null),
  hideClientInfo: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  productOwnerIds: ids,
  domainExpertIds: ids,
  viewerIds: ids,
  moreInformation: z
    .array(keyValueSchema)
    .nullish()
    .transform((value) => value ?? []),
  files: z
    .array(fileSchema)
    .nullish()
    .transform((value) => value ?? []),
  publishDate: requiredDate,
  submissionDeadline: requiredDate,
  questionsSubmissionDeadline: requiredDate,
  plannedDecisionDate: requiredDate,
  locationOriginated: locationField,
  liveCount: liveCountField,
  /** Create only (spec 2 §3): the published templates whose sections the new project gets; updates ignore it. */
  templateIds: templateIdsField,
};

const rfpObject = z.object({
  ...sharedFields,
  type: z.enum(['RFP', 'RFI'], { error: MESSAGES.required }),
  description: requiredText(PROJECT_LIMITS.description, PROJECT_LIMITS.descriptionMin),
  brokerageContacts: contactsSchema,
  questionsClarificationDeadline: optionalDate,
  frequency: z
    .unknown()
    .optional()
    .transform((): string | null => null),
});

const panelObject = z.object({
  ...sharedFields,
  type: z.literal('PANEL', { error: MESSAGES.required }),
  description: optionalText(PROJECT_LIMITS.description),
  brokerageContacts: z.preprocess(withUser, contactsSchema),
  // Spec 2 §3: panel projects have no clarification deadline.
  questionsClarificationDeadline: z
    .unknown()
    .optional()
    .transform((): Date | null => null),
  frequency: z
    .string()
    .trim()
    .max(PROJECT_LIMITS.frequency, MESSAGES.maxLength(PROJECT_LIMITS.frequency))
    .nullish()
    .transform((value) => value || null),
});

export interface ProjectFormOptions {
  /** On create, the publish and clarification dates must be today or later (spec 2 §5). */
  isNew?: boolean;
  now?: Date;
}

const DATE_CHAIN = [
  ['publishDate', 'Publish Date'],
  ['submissionDeadline', 'Intent to Respond'],
  ['questionsSubmissionDeadline', 'Submission Deadline'],
  ['plannedDecisionDate', 'Planned Decision Date'],
] as const;

type DatedValues = Record<(typeof DATE_CHAIN)[number][0] | 'questionsClarificationDeadline', Date | null>;

function checkDates(values: DatedValues, context: z.RefinementCtx, options: ProjectFormOptions) {
  const now = options.now ?? new Date();
  if (values.publishDate && !isWithinAYear(values.publishDate, now)) {
    context.addIssue({ code: 'custom', path: ['publishDate'], message: PROJECT_MESSAGES.withinAYear });
  }
  if (options.isNew) {
    for (const field of ['publishDate', 'questionsClarificationDeadline'] as const) {
      const value = values[field];
      if (value && !isTodayOrLater(value, now)) {
        context.addIssue({ code: 'custom', path: [field], message: PROJECT_MESSAGES.notBeforeToday });
      }
    }
  }
  for (let index = 1; index < DATE_CHAIN.length; index++) {
    const [field] = DATE_CHAIN[index] ?? [];
    const [previous, label] = DATE_CHAIN[index - 1] ?? [];
    if (!field || !previous || !label) continue;
    const value = values[field];
    const before = values[previous];
    if (value && before && !isLaterThan(value, before)) {
      context.addIssue({ code: 'custom', path: [field], message: PROJECT_MESSAGES.laterThan(label) });
    }
  }
}

/** Spec 2 §5 Project form (RFP/RFI), with the create-only date rules when `isNew`. */
export const rfpProjectSchemaFor = (options: ProjectFormOptions = {}) =>
  rfpObject.superRefine((values, context) => checkDates(values, context, options));

/** Spec 2 §5 Panel form, with the create-only date rules when `isNew`. */
export const panelProjectSchemaFor = (options: ProjectFormOptions = {}) =>
  panelObject.superRefine((values, context) => checkDates(values, context, options));

/** The RFP/RFI form of an existing project (no today rule). Use rfpProjectSchemaFor({ isNew: true }) to create. */
export const rfpProjectSchema = rfpProjectSchemaFor();
/** The Panel form of an existing project (no today rule). Use panelProjectSchemaFor({ isNew: true }) to create. */
export const panelProjectSchema = panelProjectSchemaFor();

export type RfpProjectValues = z.output<typeof rfpObject>;
export type PanelProjectValues = z.output<typeof panelObject>;
export type ProjectFormValues = RfpProjectValues | PanelProjectValues;
export type ProjectFormInput = z.input<typeof rfpObject> | z.input<typeof panelObject>;

/** The schema for the input's type: Panel for PANEL, else the RFP/RFI form (which asks for a missing type). */
export function projectSchemaFor(type: unknown, options: ProjectFormOptions = {}) {
  return type === 'PANEL' ? panelProjectSchemaFor(options) : rfpProjectSchemaFor(options);
}
