import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutstandingAnswersDocument } from '../project-dashboard-documents';
import { PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { OUTSTANDING_ANSWERS_TITLE, OutstandingAnswersNotice } from './outstanding-answers-notice';

const outstandingMock = {
  request: { query: OutstandingAnswersDocument, variables: { id: PROJECT_ID } },
  result: {
    data: {
      project: {
        __typename: 'Project',
        id: PROJECT_ID,
        outstandingAnswers: [
          {
            __typename: 'OutstandingAnswers',
            productId: 'late',
            name: 'Globex — Globex HR',
            deadline: '2030-04-02T12:00:00.000Z',
          },
        ],
      },
    },
  },
};

describe('OutstandingAnswersNotice', () => {
  it('names the products still answering in SCORING and the day their answers are due', async () => {
    renderProjectPage(<OutstandingAnswersNotice project={{ id: PROJECT_ID, status: 'SCORING' }} />, {
      path: `/projects/${PROJECT_ID}/dashboard`,
      mocks: [outstandingMock],
    });
    const notice = await screen.findByRole('status', { name: OUTSTANDING_ANSWERS_TITLE });
    expect(notice.textContent).toContain('Globex — Globex HR: answers due by');
    expect(notice.textContent).toMatch(/2030/);
  });

  it('says nothing outside SCORING', () => {
    renderProjectPage(<OutstandingAnswersNotice project={{ id: PROJECT_ID, status: 'AWAITING' }} />, {
      path: `/projects/${PROJECT_ID}/dashboard`,
      mocks: [],
    });
    expect(screen.queryByRole('status', { name: OUTSTANDING_ANSWERS_TITLE })).toBeNull();
  });
});
