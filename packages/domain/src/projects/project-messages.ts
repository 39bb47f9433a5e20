import { MESSAGES } from '../messages.js';
import { WITH_ISSUES_FILTER } from './suppliers.js';

/** Spec 2 §5 and §8: the exact wording of the project form, lifecycle and issue check. */
export const PROJECT_MESSAGES = {
  atLeastOneContact: 'Please add at least one contact',
  phoneOrEmail: 'Please provide either phone number or email',
  validEmail: 'Please enter a valid email address',
  integer: 'Must be an Integer',
  notBeforeToday: 'Date should be later or equal to current date',
  /** Spec 2 §5 shared catalogue: a project date less than today plus 1 year. */
  withinAYear: 'Date should be less than current date plus 1 year',
  /** The dependency message of a date that must follow another (spec 2 §4: by more than one second). */
  laterThan: (label: string) => `Date should be later than ${label}`,
  saved: 'Project is saved',
  saveFailed: 'Unable to save Project',
  settingsSaved: 'Project settings saved',
  settingsSaveFailed: 'Unable to save project settings',
  settingsRestricted: 'Access Restricted: Only Company Administrators can access project settings.',
  publishDateLocked: 'The publish date can be edited only in Draft and In Review',
  answersMaxLengthLocked: 'Answers max length can be changed only in Draft and In Review',
  statusChangeFailed: 'Sorry, we are having trouble with it. Please try again.',
  statusNotAllowed: 'The project cannot be moved to this status',
  staleVersion: MESSAGES.staleVersion('project'),
  memberOfOtherCompany: 'Please choose users of your company',
  memberCannotTakeRole: 'The chosen user cannot take this project role',
  unknownReference: 'Please choose an existing entry',
  brokerUsersOnly: 'Only broker users can create projects',
} as const;

/** Spec 2 §8 project issue messages; each issue is reported with a count. */
export const PROJECT_ISSUES = {
  QUESTIONS_WITHOUT_OWNER: 'Questions without an owner',
  SUPPLIERS_WITHOUT_SERVICE_TYPES: 'Suppliers without required service types',
  QUESTIONS_WITHOUT_EXPERT: 'Questions without an expert',
  SECTIONS_WITHOUT_QUESTIONS: 'No questions in some sections',
  SECTIONS_WITHOUT_APPROVED_QUESTION: 'Each section needs one approved question',
  NO_SECTIONS: 'At least one section required',
  NO_SUPPLIERS: 'At least one supplier must be invited',
  DUPLICATED_QUESTIONS: 'Duplicated questions',
  QUESTIONS_NOT_APPROVED: 'Questions not yet approved',
  DOMAIN_EXPERTS_NOT_ASSIGNED: 'Domain experts not assigned',
  PROJECT_OWNERS_NOT_ASSIGNED: 'Project owners not assigned',
} as const;
export type ProjectIssueId = keyof typeof PROJECT_ISSUES;

const SUPPLIERS_WITH_ISSUES = `products?filter=${WITH_ISSUES_FILTER}` as const;

/**
 * Spec 2 §8 "each linking to the relevant page": the project page (path segment, with the Suppliers tab's with-issues
 * quick filter for suppliers without required service types) where an issue is fixed.
 */
export const PROJECT_ISSUE_PAGES: Record<
  ProjectIssueId,
  'details' | 'questions' | 'products' | typeof SUPPLIERS_WITH_ISSUES
> = {
  QUESTIONS_WITHOUT_OWNER: 'questions',
  SUPPLIERS_WITHOUT_SERVICE_TYPES: SUPPLIERS_WITH_ISSUES,
  QUESTIONS_WITHOUT_EXPERT: 'questions',
  SECTIONS_WITHOUT_QUESTIONS: 'questions',
  SECTIONS_WITHOUT_APPROVED_QUESTION: 'questions',
  NO_SECTIONS: 'questions',
  NO_SUPPLIERS: 'products',
  DUPLICATED_QUESTIONS: 'questions',
  QUESTIONS_NOT_APPROVED: 'questions',
  DOMAIN_EXPERTS_NOT_ASSIGNED: 'details',
  PROJECT_OWNERS_NOT_ASSIGNED: 'details',
};

/** An issue the pre-transition check found: its message id (a key of PROJECT_ISSUES) and how many. */
export interface ProjectIssue {
  messageId: ProjectIssueId;
  count: number;
}

/** Spec 2 §8: the heading of a refused transition and the text shown when the check finds nothing. */
export const PROJECT_ISSUE_TEXTS = {
  reviewHeading: 'Unable to start questions review until the following issues are fixed.',
  publishHeading: 'Unable to publish the project until the following issues are fixed.',
  reviewReady: 'Excellent! There are no issues. Project can be moved to review.',
  publishReady: 'Excellent! There are no issues. Project is ready to be published.',
} as const;

/** The heading of a refused move to `target`, or null when moving there is not checked. */
export function issueHeading(target: string): string | null {
  if (target === 'IN_REVIEW') return PROJECT_ISSUE_TEXTS.reviewHeading;
  if (target === 'PUBLISHED') return PROJECT_ISSUE_TEXTS.publishHeading;
  return null;
}

/** The success text of a clean check toward `target`, or null when moving there is not checked. */
export function issueSuccessText(target: string): string | null {
  if (target === 'IN_REVIEW') return PROJECT_ISSUE_TEXTS.reviewReady;
  if (target === 'PUBLISHED') return PROJECT_ISSUE_TEXTS.publishReady;
  return null;
}
