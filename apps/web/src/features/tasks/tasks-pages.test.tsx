import type { MockedResponse } from '@apollo/client/testing';
import { TASK_MESSAGES, TASKS_PAGE_SIZE } from '@shortlist/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { buildQuestionDefinition } from '../question-editor';
import { ReviewQuestionsPage } from './review-questions-page';
import { ApproveTaskQuestionDocument, TaskDocument, TasksCountDocument, TasksDocument } from './tasks-documents';
import { TasksInboxPage } from './tasks-inbox-page';

const project = { __typename: 'TaskProject' as const, id: 'project-1', name: 'Payroll platform selection' };
const TYPE = 'PROJECT_QUESTIONS_TO_APPROVE' as const;

const inboxMock = (results: unknown[]): MockedResponse => ({
  request: {
    query: TasksDocument,
    variables: { page: { page: 1, pageSize: TASKS_PAGE_SIZE }, filter: { statuses: ['PENDING'] } },
  },
  result: { data: { tasks: { __typename: 'TaskPage', total: results.length, results } } },
});

const question = (id: string, label: string, version = 1) => ({
  __typename: 'TaskQuestion' as const,
  id,
  version,
  status: 'PENDING' as const,
  section: { __typename: 'TaskSection' as const, id: 'section-1', name: 'Security' },
  question: buildQuestionDefinition(label),
  answers: [],
});

const taskMock = (questions: unknown[]): MockedResponse => ({
  request: { query: TaskDocument, variables: { projectId: 'project-1', type: TYPE } },
  result: {
    data: {
      task: {
        __typename: 'Task',
        type: TYPE,
        status: 'PENDING',
        project,
        branchId: null,
        scoringType: null,
        questions,
      },
    },
  },
});

const renderReview = (mocks: MockedResponse[]) =>
  renderInApp(<ReviewQuestionsPage />, {
    mocks,
    path: '/tasks/approve/project-1',
    route: '/tasks/approve/:projectId',
    otherRoutes: [{ path: '/tasks', element: 'The inbox' }],
  });

describe('TasksInboxPage', () => {
  it('lists the pending tasks, each opening its page (Review Questions, Rate Answers)', async () => {
    const task = {
      __typename: 'Task',
      type: TYPE,
      status: 'PENDING',
      createdAt: '2026-03-02T12:00:00.000Z',
      project,
      questions: [{ __typename: 'TaskQuestion', id: 'q1', answers: [] }],
    };
    const toRate = {
      ...task,
      type: 'PROJECT_QUESTION_ANSWERS_TO_REVIEW',
      project: { ...project, id: 'project-2', name: 'Benefits RFP' },
      questions: [{ ...task.questions[0], id: 'q2', answers: [1, 2].map((n) => ({ product: { id: `p${n}` } })) }].map(
        (question) => ({
          ...question,
          answers: question.answers.map((answer) => ({
            __typename: 'TaskAnswer',
            product: { __typename: 'TaskProduct', ...answer.product },
          })),
        }),
      ),
    };
    renderInApp(<TasksInboxPage />, { mocks: [inboxMock([task, toRate])] });
    const link = await screen.findByRole('link', { name: /Payroll platform selection/ });
    expect(link.getAttribute('href')).toBe('/tasks/approve/project-1');
    expect(link.textContent).toContain('1 question to review');
    const rate = screen.getByRole('link', { name: /Benefits RFP/ });
    expect(rate.getAttribute('href')).toBe('/tasks/answers/project-2');
    expect(rate.textContent).toContain('Rate Answers');
    expect(rate.textContent).toContain('2 answers to review');
  });

  it('says there are no tasks, with Back To Home', async () => {
    renderInApp(<TasksInboxPage />, { mocks: [inboxMock([])] });
    expect(await screen.findByText(TASK_MESSAGES.noTasks)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back To Home' }).getAttribute('href')).toBe('/');
  });
});

describe('ReviewQuestionsPage', () => {
  it('approves a question and shows the all-done text once none is left', async () => {
    const approve: MockedResponse = {
      request: { query: ApproveTaskQuestionDocument, variables: { id: 'q1', version: 1 } },
      result: { data: { approveProjectQuestion: { __typename: 'ProjectSection', id: 'section-1' } } },
    };
    const count: MockedResponse = {
      request: { query: TasksCountDocument },
      result: { data: { tasksCount: { __typename: 'TaskCounts', results: [] } } },
    };
    renderReview([taskMock([question('q1', 'Encryption')]), approve, taskMock([]), count]);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Encryption' }));
    expect(await screen.findByText(TASK_MESSAGES.questionsReviewed)).toBeTruthy();
  });

  it('goes back to the inbox when the task cannot be loaded', async () => {
    renderReview([{ request: taskMock([]).request, error: new Error('Task not found') }]);
    expect(await screen.findByText('The inbox')).toBeTruthy();
  });
});
