import { describe, expect, it } from 'vitest';
import { questionDrop, sectionDrop, withQuestionMoved } from './drop-target';
import { buildQuestion, buildSection } from './questions-test-kit';

const A = buildSection('a', 'A', [buildQuestion('a1', 'A1'), buildQuestion('a2', 'A2'), buildQuestion('a3', 'A3')]);
const B = buildSection('b', 'B', [buildQuestion('b1', 'B1'), buildQuestion('b2', 'B2')]);
const SECTIONS = [A, B];
const over = (sectionId: string, questionId: string) => ({ type: 'question' as const, sectionId, questionId });

describe('questionDrop', () => {
  it('takes the place of a question of its own section', () => {
    expect(questionDrop(SECTIONS, 'a1', over('a', 'a3'), false)).toEqual({ sectionId: 'a', position: 2 });
    expect(questionDrop(SECTIONS, 'a3', over('a', 'a1'), true)).toEqual({ sectionId: 'a', position: 0 });
    expect(questionDrop(SECTIONS, 'a2', over('a', 'a2'), false)).toBeNull();
  });

  it('goes after (or before) a question of another section, and to the top over its heading', () => {
    expect(questionDrop(SECTIONS, 'a3', over('b', 'b1'), false)).toEqual({ sectionId: 'b', position: 1 });
    expect(questionDrop(SECTIONS, 'a3', over('b', 'b1'), true)).toEqual({ sectionId: 'b', position: 0 });
    expect(questionDrop(SECTIONS, 'a3', { type: 'section-top', sectionId: 'b' }, false)).toEqual({
      sectionId: 'b',
      position: 0,
    });
    expect(questionDrop(SECTIONS, 'a1', { type: 'section-top', sectionId: 'a' }, false)).toBeNull();
  });
});

describe('sectionDrop', () => {
  it('takes the place of the section it is over', () => {
    expect(sectionDrop(SECTIONS, 'a', { type: 'section', sectionId: 'b' })).toBe(1);
    expect(sectionDrop(SECTIONS, 'a', { type: 'section', sectionId: 'a' })).toBeNull();
  });
});

describe('withQuestionMoved', () => {
  it('moves the question and renumbers both sections', () => {
    const [a, b] = withQuestionMoved(SECTIONS, 'a1', { sectionId: 'b', position: 1 });
    expect(a?.questions.map((question) => [question.id, question.position])).toEqual([
      ['a2', 0],
      ['a3', 1],
    ]);
    expect(b?.questions.map((question) => [question.id, question.sectionId, question.position])).toEqual([
      ['b1', 'b', 0],
      ['a1', 'b', 1],
      ['b2', 'b', 2],
    ]);
  });
});
