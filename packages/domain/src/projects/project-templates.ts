import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/**
 * DATA-MODEL `projects.kind`: a real project, the draft project that holds a template's sections, or the draft an
 * import parses into. Only PROJECT rows are projects of the list, dashboards and deadlines.
 */
export const PROJECT_KINDS = ['PROJECT', 'TEMPLATE_DRAFT', 'IMPORT_DRAFT'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

/** Spec 3 §3 Template status; PUBLISHED templates are available to other brokerage firms (spec 3 §4). */
export const TEMPLATE_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** The Templates picker of the project form (create only, spec 2 §3 "template"). */
export const PROJECT_TEMPLATE_TEXTS = {
  label: 'Templates',
  helper: 'The sections of the chosen templates are added to the project.',
  none: 'There are no published templates yet.',
} as const;

/** How the picker names a published template: "name — company name". */
export const templateOptionLabel = (name: string, companyName: string) => `${name} — ${companyName}`;

/**
 * Spec 2 §5 Panel form "template items need an id": the chosen templates of a new project, each a non-empty id
 * ('Required'); duplicates collapse, the order of first choice is kept.
 */
export const templateIdsField = z
  .array(z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required), { error: MESSAGES.required })
  .nullish()
  .transform((values) => [...new Set(values ?? [])]);
