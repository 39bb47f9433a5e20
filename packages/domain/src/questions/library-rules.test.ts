import { describe, expect, it } from 'vitest';
import { resultErrors } from '../validation/fields.js';
import {
  copyLibraryQuestionsSchema,
  libraryQuestionFormSchema,
  libraryQuestionPermissions,
  tagLabelsField,
} from './library-rules.js';

const access = {
  isExternal: false,
  isPublic: false,
  createdBy: 'author',
  userId: 'author',
  privileges: [] as const,
  isOwn: true,
};

describe('library question form', () => {
  it('checks the question with the type rules and keeps each tag label once, case ignored', () => {
    const parsed = libraryQuestionFormSchema.parse({
      question: { type: 'STRING', label: ' Name ' },
      tags: [' Legal ', 'legal', 'Company'],
    });
    expect(parsed).toMatchObject({ question: { type: 'STRING', label: 'Name' }, tags: ['Legal', 'Company'] });
    expect(parsed.isPublic).toBe(false);
    expect(tagLabelsField.parse(null)).toBeNull();
  });

  it('names every broken field', () => {
    const result = libraryQuestionFormSchema.safeParse({
      question: { type: 'LIST', label: '', options: [] },
      tags: ['', 't'.repeat(51)],
    });
    expect(resultErrors(result)).toEqual({
      'question.label': 'Required',
      'question.options': 'At least one option is required',
      'tags.0': 'Required',
      'tags.1': 'Must be less than or equal to 50 characters',
    });
    const many = Array.from({ length: 21 }, (_, index) => `tag ${index}`);
    expect(
      resultErrors(libraryQuestionFormSchema.safeParse({ question: { type: 'URL', label: 'x' }, tags: many })),
    ).toEqual({
      tags: 'Please add not more than 20 tags',
    });
  });

  it('copy needs a section and at least one question', () => {
    expect(resultErrors(copyLibraryQuestionsSchema.safeParse({ sectionId: '', questionIds: [] }))).toEqual({
      sectionId: 'Required',
      questionIds: 'Required',
    });
    expect(copyLibraryQuestionsSchema.parse({ sectionId: 's', questionIds: ['a', 'a', 'b'] }).questionIds).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('library question permissions (spec 3 §6)', () => {
  it('an editable question may be edited, made public and deleted', () => {
    expect(libraryQuestionPermissions(access)).toEqual({ edit: true, makePublic: true, delete: true });
    expect(libraryQuestionPermissions({ ...access, isPublic: true })).toEqual({
      edit: true,
      makePublic: true,
      delete: true,
    });
  });

  it('an external question never; another user’s public question only with MANAGE_BROKERS', () => {
    const none = { edit: false, makePublic: false, delete: false };
    expect(libraryQuestionPermissions({ ...access, isExternal: true, privileges: ['MANAGE_BROKERS'] })).toEqual(none);
    const othersPublic = { ...access, isPublic: true, createdBy: 'someone else' };
    expect(libraryQuestionPermissions(othersPublic)).toEqual(none);
    expect(libraryQuestionPermissions({ ...othersPublic, privileges: ['MANAGE_BROKERS'] }).edit).toBe(true);
    expect(libraryQuestionPermissions({ ...access, createdBy: 'someone else' }).edit).toBe(true);
  });

  it('Make Public only for a question of the viewer’s company', () => {
    const foreign = { ...access, isPublic: true, isOwn: false, privileges: ['MANAGE_BROKERS' as const] };
    expect(libraryQuestionPermissions(foreign)).toEqual({ edit: true, makePublic: false, delete: true });
  });
});
