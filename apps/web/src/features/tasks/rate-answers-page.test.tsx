import type { MockedResponse } from '@apollo/client/testing';
import { SCORING_MESSAGES, TASK_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { buildQuestionDefinition } from '../question-editor';
import { RateAnswersPage } from './rate-answers-page';
import { SetTaskRatingDocument, TaskDocument, TasksCountDocument } from './tasks-documents';

const TYPE = 'PROJECT_QUESTION_ANSWERS_TO_REVIEW' as const;
const project = { __typename: 'TaskProject' as const, id: 'project-1', name: 'Benefits RFP' };

const answer = (productId: string, name: string, value: string) => ({
  __typename: 'TaskAnswer' as const,
  product: { __typename: 'TaskProduct' as const, id: productId, name },
  answer: {
    __typename: 'ProductAnswer' as const,
    id: `answer-${productId}`,
    questionId: 'q1',
    value,
    secondaryValue: null,
    notApplicable: false,
    notApplicableDescription: null,
    isDraft: false,
    status: null,
    requestNote: null,
    answeredAt: '2026-03-02T12:00:00.000Z',
  },
});

const question = (answers: unknown[]) => ({
  __typename: 'TaskQuestion' as const,
  id: 'q1',
  version: 1,
  status: 'APPROVED' as const,
  section: { __typename: 'TaskSection' as const, id: 'section-1', name: 'Company' },
  question: buildQuestionDefinition('Company name'),
  answers,
});

const taskMock = (questions: unknown[], scoringType = 'NUMBERS', branchId: string | null = null): MockedResponse => ({
  request: { query: TaskDocument, variables: { projectId: 'project-1', type: TYPE } },
  result: {
    data: { task: { __typename: 'Task', type: TYPE, status: 'PENDING', project, branchId, scoringType, questions } },
  },
});

const countMock: MockedResponse = {
  request: { query: TasksCountDocument },
  result: { data: { tasksCount: { __typename: 'TaskCounts', results: [] } } },
};

const rateMock = (rating: number, branchId: string | null = null): MockedResponse => ({
  request: {
    query: SetTaskRatingDocument,
    variables: {
      input: { projectId: 'project-1', sectionId: 'section-1', questionId: 'q1', productId: 'p1', branchId, rating },
    },
  },
  result: { data: { setRating: { __typename: 'RatedAnswer', productId: 'p1', questionId: 'q1', rating } } },
});

const renderRate = (mocks: MockedResponse[]) =>
  renderInApp(<RateAnswersPage />, {
    mocks,
    path: '/tasks/answers/project-1',
    route: '/tasks/answers/:projectId',
    otherRoutes: [{ path: '/tasks', element: 'The inbox' }],
  });

describe('RateAnswersPage', () => {
  it('shows each unrated answer with a rating control; a rating leaves the all-done text once none is left', async () => {
    const unrated = [answer('p1', 'Acme Talent Suite', 'Acme Ltd')];
    renderRate([taskMock([question(unrated)]), rateMock(4), taskMock([]), countMock]);
    expect(await screen.findByText('Acme Ltd')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Rate Acme Talent Suite: Company name' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['No Rate', 'Failed', '1', '2', '3', '4', '5']);
    fireEvent.click(within(group).getByRole('button', { name: '4' }));
    expect(await screen.findByText(TASK_MESSAGES.answersReviewed)).toBeTruthy();
  });

  it('offers the colours with COLORS scoring and rates in the viewer’s branch', async () => {
    const unrated = [answer('p1', 'Acme Talent Suite', 'Acme Ltd')];
    renderRate([taskMock([question(unrated)], 'COLORS', 'branch-1'), rateMock(3, 'branch-1'), taskMock([]), countMock]);
    const group = await screen.findByRole('group', { name: 'Rate Acme Talent Suite: Company name' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['No Rate', 'Green', 'Blue', 'Red', 'Neutral']);
    fireEvent.click(within(group).getByRole('button', { name: 'Blue' }));
    expect(await screen.findByText(TASK_MESSAGES.answersReviewed)).toBeTruthy();
  });

  it('says the rating failed in the call’s wording and keeps the answer', async () => {
    const unrated = [answer('p1', 'Acme Talent Suite', 'Acme Ltd')];
    const refused = { ...rateMock(5), result: undefined, error: new Error('Unable to rate an answer') };
    renderRate([taskMock([question(unrated)]), refused, taskMock([question(unrated)]), countMock]);
    fireEvent.click(await screen.findByRole('button', { name: '5' }));
    expect(await screen.findByText(SCORING_MESSAGES.rate)).toBeTruthy();
    expect(screen.getByText('Acme Ltd')).toBeTruthy();
  });

  it('goes back to the inbox when the task cannot be loaded', async () => {
    renderRate([{ request: taskMock([]).request, error: new Error('Task not found') }]);
    expect(await screen.findByText('The inbox')).toBeTruthy();
  });
});
