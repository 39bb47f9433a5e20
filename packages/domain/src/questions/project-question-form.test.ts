import { describe, expect, it } from 'vitest';
import { resultErrors } from '../validation/fields.js';
import {
  approvalTransition,
  approveAll,
  projectQuestionFormSchema,
  questionWeightField,
  rejectQuestionSchema,
  unapproveAll,
} from './project-question-form.js';

const form = {
  question: { type: 'STRING', label: 'Company name' },
  sectionId: 's1',
  ownerId: 'u1',
};

describe('project question form', () => {
  it('requires the question, the section and the owner', () => {
    expect(resultErrors(projectQuestionFormSchema.safeParse({}))).toEqual({
      question: 'Required',
      sectionId: 'Required',
      ownerId: 'Required',
    });
    expect(resultErrors(projectQuestionFormSchema.safeParse({ ...form, ownerId: ' ' }))).toEqual({
      ownerId: 'Required',
    });
  });

  it('reports question content errors under question.*', () => {
    expect(
      resultErrors(
        projectQuestionFormSchema.safeParse({ ...form, question: { type: 'LIST', label: '', options: [] } }),
      ),
    ).toEqual({ 'question.label': 'Required', 'question.options': 'At least one option is required' });
  });

  it('defaults weight to 1, approver and target section to null, the flags to false', () => {
    expect(projectQuestionFormSchema.parse(form)).toMatchObject({
      sectionId: 's1',
      ownerId: 'u1',
      approverId: null,
      targetSectionId: null,
      weight: 1,
      saveInLibrary: false,
      makePublic: false,
      isPrivate: false,
    });
  });
});

describe('question weight', () => {
  it.each([1, 3, 5])('accepts %i', (weight) => {
    expect(questionWeightField.parse(weight)).toBe(weight);
  });

  it('defaults null and empty to 1', () => {
    expect(questionWeightField.parse(null)).toBe(1);
    expect(questionWeightField.parse('')).toBe(1);
    expect(questionWeightField.parse(undefined)).toBe(1);
  });

  it('refuses values outside 1 to 5 and fractions', () => {
    expect(questionWeightField.safeParse(0).error?.issues[0]?.message).toBe(
      'Must be a number greater than or equal to 1',
    );
    expect(questionWeightField.safeParse(6).error?.issues[0]?.message).toBe('Must be a number less than or equal to 5');
    expect(questionWeightField.safeParse(2.5).error?.issues[0]?.message).toBe('Must be a whole number');
  });
});

describe('reject reason', () => {
  it('is required, trimmed and at most 200 characters', () => {
    expect(resultErrors(rejectQuestionSchema.safeParse({ reason: '  ' }))).toEqual({ reason: 'Required' });
    expect(resultErrors(rejectQuestionSchema.safeParse({ reason: 'r'.repeat(201) }))).toEqual({
      reason: 'Must be less than or equal to 200 characters',
    });
    expect(rejectQuestionSchema.parse({ reason: ' Too vague ' })).toEqual({ reason: 'Too vague' });
  });
});

describe('approval transitions', () => {
  it('approve sets APPROVED, unapprove returns to PENDING, both clear the reason', () => {
    expect(approvalTransition('APPROVE')).toEqual({ status: 'APPROVED', rejectReason: null });
    expect(approvalTransition('UNAPPROVE')).toEqual({ status: 'PENDING', rejectReason: null });
  });

  it('reject keeps the trimmed reason and needs one', () => {
    expect(approvalTransition('REJECT', ' Duplicate ')).toEqual({ status: 'REJECTED', rejectReason: 'Duplicate' });
    expect(() => approvalTransition('REJECT')).toThrow();
    expect(() => approvalTransition('REJECT', 'r'.repeat(201))).toThrow();
  });

  it('unapprove all sets every question PENDING and clears the reject reasons', () => {
    const questions = [
      { id: 'a', status: 'APPROVED' as const, rejectReason: null },
      { id: 'b', status: 'REJECTED' as const, rejectReason: 'No' },
    ];
    expect(unapproveAll(questions)).toEqual([
      { id: 'a', status: 'PENDING', rejectReason: null },
      { id: 'b', status: 'PENDING', rejectReason: null },
    ]);
  });

  it('approve all approves the pending questions and leaves rejected ones rejected', () => {
    const questions = [
      { id: 'a', status: 'PENDING' as const, rejectReason: null },
      { id: 'b', status: 'REJECTED' as const, rejectReason: 'No' },
      { id: 'c', status: 'APPROVED' as const, rejectReason: null },
    ];
    expect(approveAll(questions).map((question) => [question.id, question.status, question.rejectReason])).toEqual([
      ['a', 'APPROVED', null],
      ['b', 'REJECTED', 'No'],
      ['c', 'APPROVED', null],
    ]);
  });
});
