import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES } from './question-types.js';

describe('question type labels', () => {
  it('say each type as people say it', () => {
    expect(QUESTION_TYPE_LABELS).toEqual({
      BOOLEAN: 'Yes / No',
      EMAIL: 'Email address',
      FILE: 'File upload',
      LIST: 'Choice list',
      NUMBER: 'Number',
      STRING: 'Short text',
      TEXT: 'Long text',
      URL: 'Web link',
      VIDEO: 'Video link',
    });
  });

  it('never show a code: no label is the enum value in other letters, and no two read alike', () => {
    const labels = QUESTION_TYPES.map((type) => QUESTION_TYPE_LABELS[type]);
    const codeLike = QUESTION_TYPES.filter(
      (type) => type !== 'NUMBER' && QUESTION_TYPE_LABELS[type].toUpperCase() === type,
    );
    expect(codeLike).toEqual([]);
    expect(new Set(labels.map((label) => label.toLowerCase())).size).toBe(labels.length);
  });
});
