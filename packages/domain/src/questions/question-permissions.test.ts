import { describe, expect, it } from 'vitest';
import type { Privilege } from '../privileges.js';
import { PROJECT_STATUSES, type ProjectStatus } from '../projects/status.js';
import {
  canEditWeight,
  isTypeLocked,
  libraryQuestionEditable,
  libraryQuestionReadonlyReason,
  type QuestionPermissionInput,
  questionPermissions,
  sectionPermissions,
} from './question-permissions.js';
import type { QuestionStatus } from './question-types.js';

const ALLOWED: ProjectStatus[] = ['DRAFT', 'IN_REVIEW'];
const REFUSED = PROJECT_STATUSES.filter((status) => !ALLOWED.includes(status));

/** Everyone is assigned something, but `userId` decides who the viewer is. */
function input(
  userId: string,
  overrides: {
    projectStatus?: ProjectStatus;
    privileges?: Privilege[];
    status?: QuestionStatus;
    sectionReadonly?: boolean;
    questionReadonly?: boolean;
    sourceQuestionId?: string;
  } = {},
): QuestionPermissionInput {
  return {
    projectStatus: overrides.projectStatus ?? 'IN_REVIEW',
    privileges: new Set(overrides.privileges ?? ['MANAGE_PROJECT_QUESTIONS']),
    userId,
    productOwnerIds: ['product-owner'],
    section: { ownerId: 'section-owner', approverId: 'section-approver', isReadonly: overrides.sectionReadonly },
    question: {
      ownerId: 'question-owner',
      approverId: 'question-approver',
      status: overrides.status ?? 'PENDING',
      isReadonly: overrides.questionReadonly,
      sourceQuestionId: overrides.sourceQuestionId,
    },
  };
}

type Actor = [name: string, userId: string, privileges?: Privilege[]];

const MANAGERS: Actor[] = [
  ['a MANAGE_ALL_APPROVALS holder', 'someone', ['MANAGE_ALL_APPROVALS']],
  ['a MANAGE_PROJECT_STATE holder (implies MANAGE_ALL_APPROVALS)', 'someone', ['MANAGE_PROJECT_STATE']],
  ['a product owner', 'product-owner'],
  ['the section owner', 'section-owner'],
];
const REVIEWERS: Actor[] = [
  ['the question owner', 'question-owner'],
  ['the question approver', 'question-approver'],
  ['the section approver', 'section-approver'],
];
const OUTSIDERS: Actor[] = [
  ['an unrelated user', 'someone'],
  ['an unrelated MANAGE_APPROVALS holder', 'someone', ['MANAGE_APPROVALS', 'MANAGE_SCORING']],
];

const NOTHING = { approve: false, reject: false, unapprove: false, edit: false, delete: false, extract: false };
const ONLY_UNAPPROVE = { ...NOTHING, unapprove: true };

describe('questionPermissions', () => {
  describe.each(ALLOWED)('in %s', (projectStatus) => {
    it.each(MANAGERS)('%s approves, rejects, edits and deletes a pending question', (_name, userId, privileges) => {
      expect(questionPermissions(input(userId, { projectStatus, privileges }))).toEqual({
        approve: true,
        reject: true,
        unapprove: false,
        edit: true,
        delete: true,
        extract: false,
      });
    });

    it.each(MANAGERS)('%s does the same with a rejected question', (_name, userId, privileges) => {
      expect(questionPermissions(input(userId, { projectStatus, privileges, status: 'REJECTED' }))).toEqual({
        approve: true,
        reject: true,
        unapprove: false,
        edit: true,
        delete: true,
        extract: false,
      });
    });

    it.each(MANAGERS)('%s only unapproves an approved question', (_name, userId, privileges) => {
      expect(questionPermissions(input(userId, { projectStatus, privileges, status: 'APPROVED' }))).toEqual(
        ONLY_UNAPPROVE,
      );
    });

    it.each(REVIEWERS)('%s approves, rejects and edits a pending question but cannot delete it', (_name, userId) => {
      expect(questionPermissions(input(userId, { projectStatus }))).toEqual({
        approve: true,
        reject: true,
        unapprove: false,
        edit: true,
        delete: false,
        extract: false,
      });
    });

    it.each(REVIEWERS)('%s only unapproves an approved question', (_name, userId) => {
      expect(questionPermissions(input(userId, { projectStatus, status: 'APPROVED' }))).toEqual(ONLY_UNAPPROVE);
    });

    it.each(OUTSIDERS)('%s may do nothing', (_name, userId, privileges) => {
      for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
        expect(questionPermissions(input(userId, { projectStatus, privileges, status }))).toEqual(NOTHING);
      }
    });
  });

  describe.each(REFUSED)('in %s', (projectStatus) => {
    it.each([...MANAGERS, ...REVIEWERS])('%s may do nothing', (_name, userId, privileges) => {
      for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
        expect(questionPermissions(input(userId, { projectStatus, privileges, status }))).toEqual(NOTHING);
      }
    });
  });

  it('does not count an unassigned owner or approver as the viewer', () => {
    const unassigned = input('', {});
    unassigned.section = { ownerId: null, approverId: null };
    unassigned.question = { ownerId: null, approverId: undefined, status: 'PENDING' };
    expect(questionPermissions(unassigned)).toEqual(NOTHING);
  });

  it('keeps approval but blocks edit and delete in a template section or on a read-only question', () => {
    const blocked = { approve: true, reject: true, unapprove: false, edit: false, delete: false, extract: false };
    expect(questionPermissions(input('section-owner', { sectionReadonly: true }))).toEqual(blocked);
    expect(questionPermissions(input('product-owner', { questionReadonly: true }))).toEqual(blocked);
    expect(questionPermissions(input('question-approver', { sectionReadonly: true }))).toEqual(blocked);
  });
});

describe('a question taken from the library', () => {
  const fromLibrary = { sourceQuestionId: 'library-question' };

  it.each([...MANAGERS, ...REVIEWERS])('%s extracts it instead of editing it', (_name, userId, privileges) => {
    const permissions = questionPermissions(input(userId, { ...fromLibrary, privileges }));
    expect(permissions).toMatchObject({ approve: true, edit: false, extract: true });
  });

  it('stays deletable by a manager and is not extracted once approved, in a template section or by an outsider', () => {
    expect(questionPermissions(input('product-owner', fromLibrary)).delete).toBe(true);
    expect(questionPermissions(input('product-owner', { ...fromLibrary, status: 'APPROVED' })).extract).toBe(false);
    expect(questionPermissions(input('product-owner', { ...fromLibrary, sectionReadonly: true })).extract).toBe(false);
    expect(questionPermissions(input('someone', fromLibrary)).extract).toBe(false);
  });
});

describe('sectionPermissions', () => {
  const ALL = {
    edit: true,
    delete: true,
    addQuestion: true,
    addFromLibrary: true,
    copy: true,
    approveAll: true,
    unapproveAll: true,
  };
  const NONE = {
    edit: false,
    delete: false,
    addQuestion: false,
    addFromLibrary: false,
    copy: false,
    approveAll: false,
    unapproveAll: false,
  };
  const SECTION_MANAGERS: Actor[] = [...MANAGERS, ['the section approver', 'section-approver']];

  it.each(SECTION_MANAGERS)('%s manages the section in DRAFT and IN_REVIEW', (_name, userId, privileges) => {
    for (const projectStatus of ALLOWED) {
      expect(sectionPermissions(input(userId, { projectStatus, privileges }))).toEqual(ALL);
    }
  });

  it.each(SECTION_MANAGERS)('%s manages nothing in later statuses', (_name, userId, privileges) => {
    for (const projectStatus of REFUSED) {
      expect(sectionPermissions(input(userId, { projectStatus, privileges }))).toEqual(NONE);
    }
  });

  it.each(SECTION_MANAGERS)('%s cannot amend a template section', (_name, userId, privileges) => {
    expect(sectionPermissions(input(userId, { privileges, sectionReadonly: true }))).toEqual(NONE);
  });

  it.each([
    ...OUTSIDERS,
    ['the question owner', 'question-owner'] as Actor,
    ['the question approver', 'question-approver'] as Actor,
  ])('%s does not manage the section', (_name, userId, privileges) => {
    expect(sectionPermissions(input(userId, { privileges }))).toEqual(NONE);
  });
});

describe('canEditWeight', () => {
  const weight = (userId: string, privileges: Privilege[], projectStatus: ProjectStatus = 'SCORING') =>
    canEditWeight({
      projectStatus,
      privileges,
      userId,
      section: { approverId: 'section-approver' },
      question: { approverId: 'question-approver' },
    });

  it('allows MANAGE_ALL_SCORING and the question or section approver', () => {
    expect(weight('someone', ['MANAGE_ALL_SCORING'])).toBe(true);
    expect(weight('someone', ['MANAGE_PROJECT_STATE'])).toBe(true);
    expect(weight('question-approver', [])).toBe(true);
    expect(weight('section-approver', [], 'DRAFT')).toBe(true);
  });

  it('refuses anyone else, and everyone once the project is readonly', () => {
    expect(weight('someone', ['MANAGE_SCORING'])).toBe(false);
    expect(weight('question-owner', [])).toBe(false);
    for (const status of ['ARCHIVED', 'CANCELLED', 'DELETED'] as const) {
      expect(weight('someone', ['MANAGE_ALL_SCORING'], status)).toBe(false);
      expect(weight('question-approver', [], status)).toBe(false);
    }
  });
});

describe('isTypeLocked', () => {
  it('locks the type beyond DRAFT and IN_REVIEW', () => {
    expect(isTypeLocked('DRAFT')).toBe(false);
    expect(isTypeLocked('IN_REVIEW')).toBe(false);
    for (const status of REFUSED) expect(isTypeLocked(status)).toBe(true);
  });
});

describe('library question editing', () => {
  const base = { isExternal: false, isPublic: false, createdBy: 'author', userId: 'reader', privileges: [] };

  it('never edits an external question', () => {
    expect(
      libraryQuestionEditable({ ...base, isExternal: true, createdBy: 'reader', privileges: ['MANAGE_BROKERS'] }),
    ).toBe(false);
    expect(libraryQuestionReadonlyReason({ ...base, isExternal: true })).toBe(
      'It is an external question and cannot be edited',
    );
  });

  it("keeps another user's public question read-only without MANAGE_BROKERS", () => {
    expect(libraryQuestionEditable({ ...base, isPublic: true })).toBe(false);
    expect(libraryQuestionReadonlyReason({ ...base, isPublic: true })).toBe(
      'It is a public question and cannot be edited',
    );
    expect(libraryQuestionEditable({ ...base, isPublic: true, privileges: ['MANAGE_BROKERS'] })).toBe(true);
    expect(libraryQuestionEditable({ ...base, isPublic: true, userId: 'author' })).toBe(true);
  });

  it("edits a private question, even another user's", () => {
    expect(libraryQuestionEditable(base)).toBe(true);
    expect(libraryQuestionReadonlyReason(base)).toBeNull();
  });
});
