import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { optionalText, requiredText } from '../validation/fields.js';
import { formDate } from '../validation/input-safety.js';
import { QUESTION_MESSAGES } from './question-messages.js';
import { QUESTION_LIMITS, SECTION_COPY_NAME_PREFIX } from './question-types.js';

const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null);

const sectionObject = z.object({
  name: requiredText(QUESTION_LIMITS.sectionName),
  description: z.preprocess((value) => value ?? undefined, optionalText(QUESTION_LIMITS.sectionDescription)),
  ownerId: optionalId,
  approverId: optionalId,
  ownerDeadline: z.preprocess(formDate, z.date({ error: MESSAGES.date }).optional()),
});

/**
 * Spec 3 §5 Section: name required (max 100), description max 200; the owner due date is required when an owner is
 * set and must be a valid date. Without an owner the due date is dropped (null): it is the owner's deadline.
 */
export const sectionFormSchema = sectionObject
  .superRefine((section, context) => {
    if (section.ownerId && !section.ownerDeadline) {
      context.addIssue({ code: 'custom', path: ['ownerDeadline'], message: MESSAGES.required });
    }
  })
  .transform(({ ownerDeadline, ...section }) => ({
    ...section,
    ownerDeadline: section.ownerId ? (ownerDeadline ?? null) : null,
  }));
export type SectionFormValues = z.output<typeof sectionFormSchema>;

/** Spec 3 §5 Template section: name required, trimmed, max 100; description max 200 (no owner or approver). */
export const templateSectionFormSchema = z.object({
  name: requiredText(QUESTION_LIMITS.templateSectionName),
  description: z.preprocess((value) => value ?? undefined, optionalText(QUESTION_LIMITS.templateSectionDescription)),
});
export type TemplateSectionFormValues = z.output<typeof templateSectionFormSchema>;

/** Spec 3 §5 Copy Section Data: duplicate in the project, copy into another section, or into another project. */
export const SECTION_COPY_ACTIONS = ['DUPLICATE', 'INTO_SECTION', 'INTO_PROJECT'] as const;
export type SectionCopyAction = (typeof SECTION_COPY_ACTIONS)[number];

/** Spec 3 §9: the name a duplicated section is proposed, 'Copy of {name}'. */
export function defaultCopyName(name: string): string {
  return `${SECTION_COPY_NAME_PREFIX}${name.trim()}`.slice(0, QUESTION_LIMITS.sectionName);
}

export type SectionCopyValues =
  | { action: 'DUPLICATE'; name: string }
  | { action: 'INTO_SECTION'; targetSectionId: string }
  | {
      action: 'INTO_PROJECT';
      targetProjectId: string;
      /** A section of the target project to fill; without one a new section is appended. */
      targetSectionId: string | null;
      /** The appended section's name; without one it keeps the copied section's name. */
      name: string | null;
    };

const requiredFor = (values: Record<string, unknown>, field: string, context: z.RefinementCtx) => {
  const value = values[field];
  if (typeof value !== 'string' || value.trim() === '') {
    context.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
  }
};

/**
 * Spec 3 §5 Section copy: the action is required; duplicating needs the new section's name (max 100), copying into
 * another section needs that section, copying into another project needs that project (and may name one of its
 * sections, or the name of the section appended there). The section copied (`sectionId`, when given) is never its
 * own target. The output keeps only the fields of the chosen action.
 */
export const sectionCopySchema = z
  .object({
    sectionId: optionalId,
    action: z.enum(SECTION_COPY_ACTIONS, { error: MESSAGES.required }),
    name: z.string().trim().max(QUESTION_LIMITS.sectionName, MESSAGES.maxLength(QUESTION_LIMITS.sectionName)).nullish(),
    targetSectionId: optionalId,
    targetProjectId: optionalId,
  })
  .superRefine((values, context) => {
    if (values.action === 'DUPLICATE') requiredFor(values, 'name', context);
    if (values.action === 'INTO_SECTION') requiredFor(values, 'targetSectionId', context);
    if (values.action === 'INTO_PROJECT') requiredFor(values, 'targetProjectId', context);
    if (values.action !== 'DUPLICATE' && values.sectionId && values.targetSectionId === values.sectionId) {
      context.addIssue({ code: 'custom', path: ['targetSectionId'], message: QUESTION_MESSAGES.copyIntoItself });
    }
  })
  .transform((values): SectionCopyValues => {
    if (values.action === 'DUPLICATE') return { action: values.action, name: values.name ?? '' };
    if (values.action === 'INTO_SECTION')
      return { action: values.action, targetSectionId: values.targetSectionId ?? '' };
    return {
      action: values.action,
      targetProjectId: values.targetProjectId ?? '',
      targetSectionId: values.targetSectionId,
      name: values.name || null,
    };
  });

/** Spec 3 §5 Copy to project (library questions into a project section): project and section required. */
export const copyToProjectSchema = z.object({
  projectId: requiredText(),
  sectionId: requiredText(),
});
export type CopyToProjectValues = z.output<typeof copyToProjectSchema>;
