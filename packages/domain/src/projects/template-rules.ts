import { z } from 'zod';
import type { UserType } from '../enums.js';
import { MESSAGES } from '../messages.js';
import { type Privilege, privilegeClosure } from '../privileges.js';
import type { HeldPrivileges } from '../questions/question-permissions.js';
import { QUESTION_LIMITS } from '../questions/question-types.js';
import { requiredText } from '../validation/fields.js';
import { PROJECT_ISSUES } from './project-messages.js';
import type { TemplateStatus } from './project-templates.js';

/** Spec 3 §4 Templates: the labels of the statuses. */
export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'Submitted',
  PUBLISHED: 'Published',
};

/** The wording of templates; entries marked "not in the spec" are ours. */
export const TEMPLATE_MESSAGES = {
  /** Spec 3 §4. */
  readOnly: 'Published templates are read-only and cannot be edited',
  /** Spec 3 §5 "Submit and Publish disabled with no sections", in the wording of spec 2 §8. */
  noSections: PROJECT_ISSUES.NO_SECTIONS,
  /** Not in the spec: a status the template cannot move to from where it is. */
  statusNotAllowed: 'The template cannot be moved to this status',
  created: 'Template has been created',
  updated: 'Template has been updated',
  deleted: 'Template has been deleted',
  statusChanged: 'Template status has been changed',
} as const;

/**
 * Spec 3 §4 confirmations of a status change: leaving Published, submitting a draft, and publishing (always). The
 * spec gives their content, not their sentences.
 */
export const TEMPLATE_STATUS_CONFIRMATIONS = {
  leavePublished:
    'The template will no longer be available to other brokerage firms or the team. Do you want to move it to Draft?',
  submit: 'The template will be published once approved. Do you want to submit it?',
  publish:
    'Public questions of the template will become available to other brokerage firms. Do you want to publish it?',
} as const;

/** The confirmation a status change asks for (spec 3 §4), or null when it needs none. */
export function templateStatusConfirmation(from: TemplateStatus, to: TemplateStatus): string | null {
  if (to === 'PUBLISHED') return TEMPLATE_STATUS_CONFIRMATIONS.publish;
  if (to === 'IN_REVIEW') return from === 'DRAFT' ? TEMPLATE_STATUS_CONFIRMATIONS.submit : null;
  return from === 'PUBLISHED' ? TEMPLATE_STATUS_CONFIRMATIONS.leavePublished : null;
}

/**
 * Spec 3 §5 Create template (and import's create template): name required, trimmed, at most 300; at least one
 * service type (the shared 'Required' when none). Duplicate ids collapse.
 */
export const projectTemplateFormSchema = z.object({
  name: requiredText(QUESTION_LIMITS.templateName),
  serviceTypeIds: z
    .array(z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required), { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .transform((ids) => [...new Set(ids)]),
});
export type ProjectTemplateFormInput = z.input<typeof projectTemplateFormSchema>;
export type ProjectTemplateFormValues = z.output<typeof projectTemplateFormSchema>;

/** Who looks at a template, and the template as its rules need it. */
export interface TemplateAccessInput {
  userType: UserType;
  /** The viewer's tenant (their company, or the one an administrator acts on behalf of). */
  companyId: string;
  privileges: HeldPrivileges;
  template: { companyId: string; status: TemplateStatus; sectionCount: number };
}

export interface TemplatePermissions {
  /** Name, service types, sections and questions. */
  edit: boolean;
  /** The status control is shown (its choices may still be disabled). */
  changeStatus: boolean;
  returnToDraft: boolean;
  submit: boolean;
  publish: boolean;
  delete: boolean;
  /** The questions page; otherwise the template opens as its preview. */
  openQuestions: boolean;
}

const holds = (privileges: HeldPrivileges, privilege: Privilege) => privilegeClosure(privileges).includes(privilege);
const sameCompany = (input: TemplateAccessInput) => input.companyId === input.template.companyId;

/**
 * Spec 3 §4, §6: administrators and MANAGE_PROJECT_TEMPLATES holders, within the template's company. An administrator
 * manages another company's template on its behalf (then it is their tenant): outside it they see only its PUBLISHED
 * templates, and the one change left to make (back to Draft) would hide the template from them.
 */
export function managesTemplate(input: TemplateAccessInput): boolean {
  return sameCompany(input) && (input.userType === 'ADMIN' || holds(input.privileges, 'MANAGE_PROJECT_TEMPLATES'));
}

export type TemplateStatusRefusal = 'FORBIDDEN' | 'NOT_ALLOWED' | 'NO_SECTIONS';

/**
 * Spec 3 §4 status changes, for those who manage the template: Draft always (from another status); Submitted unless
 * Published; Published with REVIEW_TEMPLATES; Submitted and Published need at least one section. Null when allowed.
 */
export function templateStatusRefusal(
  input: TemplateAccessInput,
  target: TemplateStatus,
): TemplateStatusRefusal | null {
  if (!managesTemplate(input)) return 'FORBIDDEN';
  const from = input.template.status;
  if (target === from || (target === 'IN_REVIEW' && from === 'PUBLISHED')) return 'NOT_ALLOWED';
  if (target === 'PUBLISHED' && !holds(input.privileges, 'REVIEW_TEMPLATES')) return 'FORBIDDEN';
  if (target !== 'DRAFT' && input.template.sectionCount === 0) return 'NO_SECTIONS';
  return null;
}

/**
 * What the viewer may do with a template (spec 3 §2, §4, §6). A published template is read-only: it is neither
 * edited nor deleted until it moves back to Draft. The questions page is for MANAGE_PROJECT_TEMPLATES holders of the
 * template's company, or of any company with MANAGE_BROKERS.
 */
export function templatePermissions(input: TemplateAccessInput): TemplatePermissions {
  const manages = managesTemplate(input);
  const changeable = manages && input.template.status !== 'PUBLISHED';
  const allowed = (target: TemplateStatus) => templateStatusRefusal(input, target) === null;
  const questionsReader =
    holds(input.privileges, 'MANAGE_PROJECT_TEMPLATES') &&
    (sameCompany(input) || holds(input.privileges, 'MANAGE_BROKERS'));
  return {
    edit: changeable,
    changeStatus: manages,
    returnToDraft: allowed('DRAFT'),
    submit: allowed('IN_REVIEW'),
    publish: allowed('PUBLISHED'),
    delete: changeable,
    openQuestions: manages || questionsReader,
  };
}
