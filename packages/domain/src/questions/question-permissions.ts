import { type Privilege, privilegeClosure } from '../privileges.js';
import type { ProjectStatus } from '../projects/status.js';
import { QUESTION_MESSAGES } from './question-messages.js';
import { QUESTION_EDITABLE_PROJECT_STATUSES, type QuestionStatus } from './question-types.js';

/** The privileges the user holds; implied privileges are followed (MANAGE_PROJECT_STATE gives approvals). */
export type HeldPrivileges = ReadonlySet<Privilege> | readonly Privilege[];

export interface SectionAssignment {
  ownerId?: string | null;
  approverId?: string | null;
  /** True when the section comes from a template: it cannot be amended. */
  isReadonly?: boolean;
}

export interface QuestionAssignment {
  ownerId?: string | null;
  approverId?: string | null;
  status: QuestionStatus;
  /** A read-only question (spec 3 §3 Project question) cannot be edited or deleted. */
  isReadonly?: boolean;
  /** The library question it was taken from: read-only until Extract Question (spec 3 §2 MeshVault). */
  sourceQuestionId?: string | null;
}

export interface SectionPermissionInput {
  projectStatus: ProjectStatus;
  privileges: HeldPrivileges;
  userId: string;
  productOwnerIds: readonly string[];
  section: SectionAssignment;
}

export interface QuestionPermissionInput extends SectionPermissionInput {
  question: QuestionAssignment;
}

export interface QuestionPermissions {
  approve: boolean;
  reject: boolean;
  unapprove: boolean;
  edit: boolean;
  delete: boolean;
  /** Cut the link to the library question so that the question can be edited. */
  extract: boolean;
}

export interface SectionPermissions {
  edit: boolean;
  delete: boolean;
  addQuestion: boolean;
  addFromLibrary: boolean;
  copy: boolean;
  approveAll: boolean;
  unapproveAll: boolean;
}

/** DELETED, CANCELLED and ARCHIVED projects no longer change (not in the spec's words: "the project is readonly"). */
export const READONLY_PROJECT_STATUSES = [
  'ARCHIVED',
  'CANCELLED',
  'DELETED',
] as const satisfies readonly ProjectStatus[];

const holds = (privileges: HeldPrivileges, privilege: Privilege) => privilegeClosure(privileges).includes(privilege);
const is = (userId: string, assigned: string | null | undefined) => !!assigned && assigned === userId;

/** Spec 3 §4: questions and sections are edited, approved and deleted only in DRAFT and IN_REVIEW. */
export function isQuestionnaireEditable(projectStatus: ProjectStatus): boolean {
  return (QUESTION_EDITABLE_PROJECT_STATUSES as readonly ProjectStatus[]).includes(projectStatus);
}

/** Spec 3 §4: beyond DRAFT and IN_REVIEW, editing a question cannot change its type. */
export function isTypeLocked(projectStatus: ProjectStatus): boolean {
  return !isQuestionnaireEditable(projectStatus);
}

export function isProjectReadonly(projectStatus: ProjectStatus): boolean {
  return (READONLY_PROJECT_STATUSES as readonly ProjectStatus[]).includes(projectStatus);
}

/**
 * The managers of a section (spec 3 §6): MANAGE_ALL_APPROVALS holders, the project's product owners and the section
 * owner. They may also delete questions.
 */
function managesQuestions({ privileges, userId, productOwnerIds, section }: SectionPermissionInput): boolean {
  return holds(privileges, 'MANAGE_ALL_APPROVALS') || productOwnerIds.includes(userId) || is(userId, section.ownerId);
}

const NONE: QuestionPermissions = {
  approve: false,
  reject: false,
  unapprove: false,
  edit: false,
  delete: false,
  extract: false,
};

/**
 * Spec 3 §6, one project question, only while the project is DRAFT or IN_REVIEW:
 * - MANAGE_ALL_APPROVALS holders, product owners and the section owner approve, reject, edit and delete;
 * - the question owner, the question approver and the section approver approve, reject and edit, never delete;
 * - approve, reject, edit and delete only while the question is not APPROVED (PENDING or REJECTED);
 * - unapprove (back to PENDING, spec 3 §4) is open to the same people as approve, and only on an APPROVED question;
 * - a read-only question or a template section (cannot be amended) blocks edit and delete, not the approval decision;
 * - a question taken from the library is not edited until whoever may edit it extracts it (delete stays open).
 */
export function questionPermissions(input: QuestionPermissionInput): QuestionPermissions {
  if (!isQuestionnaireEditable(input.projectStatus)) return NONE;
  const { userId, section, question } = input;
  const manager = managesQuestions(input);
  const reviewer =
    manager || is(userId, question.ownerId) || is(userId, question.approverId) || is(userId, section.approverId);
  const approved = question.status === 'APPROVED';
  const amendable = !section.isReadonly && !question.isReadonly;
  const editable = reviewer && !approved && amendable;
  const fromLibrary = !!question.sourceQuestionId;
  return {
    approve: reviewer && !approved,
    reject: reviewer && !approved,
    unapprove: reviewer && approved,
    edit: editable && !fromLibrary,
    delete: manager && !approved && amendable,
    extract: editable && fromLibrary,
  };
}

/**
 * Spec 3 §6 section management (edit, delete, add question, add from the library, copy, approve all, unapprove all):
 * MANAGE_ALL_APPROVALS holders, product owners, the section approver or the section owner, while the project is
 * DRAFT or IN_REVIEW and the section is not template-readonly. Everyone else sees only the approval progress.
 */
export function sectionPermissions(input: SectionPermissionInput): SectionPermissions {
  const allowed =
    isQuestionnaireEditable(input.projectStatus) &&
    !input.section.isReadonly &&
    (managesQuestions(input) || is(input.userId, input.section.approverId));
  return {
    edit: allowed,
    delete: allowed,
    addQuestion: allowed,
    addFromLibrary: allowed,
    copy: allowed,
    approveAll: allowed,
    unapproveAll: allowed,
  };
}

export interface ApproverCheckInput {
  projectStatus: ProjectStatus;
  privileges: HeldPrivileges;
  userId: string;
  section: Pick<SectionAssignment, 'approverId'>;
  question: Pick<QuestionAssignment, 'approverId'>;
}

const approvesQuestion = ({ userId, section, question }: ApproverCheckInput) =>
  is(userId, question.approverId) || is(userId, section.approverId);

/** Spec 3 §6 (and spec 2 §6): the weight is editable with MANAGE_ALL_SCORING or as question or section approver. */
export function canEditWeight(input: ApproverCheckInput): boolean {
  if (isProjectReadonly(input.projectStatus)) return false;
  return holds(input.privileges, 'MANAGE_ALL_SCORING') || approvesQuestion(input);
}

export interface LibraryQuestionAccessInput {
  isExternal: boolean;
  isPublic: boolean;
  createdBy: string | null;
  userId: string;
  privileges: HeldPrivileges;
}

/**
 * Why a library question cannot be edited (spec 3 §6, §8): external questions never; a public question created by
 * another user unless the user holds MANAGE_BROKERS. Null when it is editable.
 */
export function libraryQuestionReadonlyReason(input: LibraryQuestionAccessInput): string | null {
  if (input.isExternal) return QUESTION_MESSAGES.externalQuestion;
  if (input.isPublic && input.createdBy !== input.userId && !holds(input.privileges, 'MANAGE_BROKERS')) {
    return QUESTION_MESSAGES.publicQuestion;
  }
  return null;
}

/** Whether a library question is editable; the Make Public option is shown only then. */
export function libraryQuestionEditable(input: LibraryQuestionAccessInput): boolean {
  return libraryQuestionReadonlyReason(input) === null;
}
