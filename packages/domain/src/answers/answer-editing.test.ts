import { describe, expect, it } from 'vitest';
import { PARTICIPATION_STATUSES } from '../projects/participation.js';
import { PROJECT_STATUSES } from '../projects/status.js';
import {
  type AnsweringState,
  mayAnswerFreely,
  mayChangeAnswer,
  mayImportAnswers,
  maySubmitAnswers,
  questionsReadOnly,
} from './answer-editing.js';

const awaiting: AnsweringState = {
  signedIn: true,
  projectStatus: 'AWAITING',
  participationStatus: 'ACCEPTED',
  answersSubmittedAt: null,
  answersSubmitDeadline: null,
};
const submitted = { ...awaiting, answersSubmittedAt: '2026-01-10T10:00:00Z' };
const inStatus = (projectStatus: AnsweringState['projectStatus']) => ({ ...submitted, projectStatus });

describe('answer editing: AWAITING before submission', () => {
  it('lets an accepted, signed-in supplier change, import and submit its answers', () => {
    expect(mayAnswerFreely(awaiting)).toBe(true);
    expect(mayChangeAnswer(awaiting, null)).toBe(true);
    expect(mayChangeAnswer(awaiting, 'RESOLVED')).toBe(true);
    expect(mayImportAnswers(awaiting)).toBe(true);
    expect(maySubmitAnswers(awaiting, 0)).toBe(true);
  });

  it('refuses every write when not signed in', () => {
    const signedOut = { ...awaiting, signedIn: false };
    expect(mayChangeAnswer(signedOut, null)).toBe(false);
    expect(mayChangeAnswer(signedOut, 'REQUESTED')).toBe(false);
    expect(maySubmitAnswers(signedOut, 1)).toBe(false);
    expect(mayImportAnswers(signedOut)).toBe(false);
  });

  it('refuses every write when the participation is not ACCEPTED', () => {
    for (const participationStatus of PARTICIPATION_STATUSES.filter((status) => status !== 'ACCEPTED')) {
      const state = { ...awaiting, participationStatus };
      expect(mayChangeAnswer(state, 'REQUESTED')).toBe(false);
      expect(maySubmitAnswers(state, 1)).toBe(false);
      expect(mayImportAnswers(state)).toBe(false);
    }
  });
});

describe('answer editing: after submission', () => {
  it('locks the answers, import and submission', () => {
    expect(mayAnswerFreely(submitted)).toBe(false);
    expect(mayChangeAnswer(submitted, null)).toBe(false);
    expect(mayChangeAnswer(submitted, 'RESOLVED')).toBe(false);
    expect(mayImportAnswers(submitted)).toBe(false);
    expect(maySubmitAnswers(submitted, 0)).toBe(false);
  });

  it('reopens an answer whose update was requested in AWAITING, SCORING or COMPLETED, and its resubmission', () => {
    for (const status of ['AWAITING', 'SCORING', 'COMPLETED'] as const) {
      expect(mayChangeAnswer(inStatus(status), 'REQUESTED')).toBe(true);
      expect(mayChangeAnswer(inStatus(status), null)).toBe(false);
      expect(maySubmitAnswers(inStatus(status), 2)).toBe(true);
      expect(mayImportAnswers(inStatus(status))).toBe(false);
    }
  });
});

describe('answer editing: project statuses', () => {
  it('allows no writes outside AWAITING, SCORING and COMPLETED, even on request', () => {
    for (const status of PROJECT_STATUSES.filter((each) => !['AWAITING', 'SCORING', 'COMPLETED'].includes(each))) {
      expect(mayChangeAnswer(inStatus(status), 'REQUESTED')).toBe(false);
      expect(mayChangeAnswer({ ...awaiting, projectStatus: status }, null)).toBe(false);
      expect(maySubmitAnswers(inStatus(status), 1)).toBe(false);
    }
  });

  it('allows no free answering in SCORING or COMPLETED, even before submission', () => {
    for (const status of ['SCORING', 'COMPLETED'] as const) {
      const notSubmitted = { ...awaiting, projectStatus: status };
      expect(mayChangeAnswer(notSubmitted, null)).toBe(false);
      expect(maySubmitAnswers(notSubmitted, 0)).toBe(false);
      expect(mayImportAnswers(notSubmitted)).toBe(false);
    }
  });

  it('shows the questions read-only to accepted suppliers while PUBLISHED', () => {
    const published = { ...awaiting, projectStatus: 'PUBLISHED' as const };
    expect(questionsReadOnly(published)).toBe(true);
    expect(mayChangeAnswer(published, null)).toBe(false);
    expect(questionsReadOnly({ ...published, participationStatus: 'INVITED' })).toBe(false);
    expect(questionsReadOnly(awaiting)).toBe(false);
  });
});

describe('answer editing: a product’s own answers deadline', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const extended = (projectStatus: AnsweringState['projectStatus'], deadline: string) => ({
    ...awaiting,
    projectStatus,
    answersSubmitDeadline: deadline,
  });

  it('keeps answering open in SCORING until the deadline, then closes it as if submitted', () => {
    expect(mayAnswerFreely(extended('SCORING', '2026-03-12T12:00:00Z'), now)).toBe(true);
    expect(mayAnswerFreely(extended('SCORING', '2026-03-10T12:00:00Z'), now)).toBe(false);
    expect(mayAnswerFreely(extended('AWAITING', '2026-03-09T12:00:00Z'), now)).toBe(false);
    expect(mayAnswerFreely(extended('AWAITING', '2026-03-12T12:00:00Z'), now)).toBe(true);
  });

  it('does not reopen answers already submitted, nor a COMPLETED project', () => {
    const future = '2026-03-12T12:00:00Z';
    expect(mayAnswerFreely({ ...extended('SCORING', future), answersSubmittedAt: '2026-03-01T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(mayAnswerFreely(extended('COMPLETED', future), now)).toBe(false);
  });
});
