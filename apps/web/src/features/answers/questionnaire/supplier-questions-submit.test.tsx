import type { MockedResponse } from '@apollo/client/testing';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITATION_PATHS } from '../../../lib/invitation-paths';
import { renderInApp } from '../../../test/render-in-app';
import { SubmitAnswersDocument, SupplierQuestionnaireDocument } from './questionnaire-documents';
import { PRODUCT_ID, PROJECT_ID, QUESTIONS_PATH, questionnaireMock, VARIABLES } from './questionnaire-test-kit';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import { SupplierQuestionsPage } from './supplier-questions-page';
import {
  incomplete,
  questionnaire,
  RECEIPT,
  renderPage,
  setOnline,
  state,
  submittedQuestionnaire,
} from './supplier-questions-page-test-kit';

afterEach(() => {
  localStorage.clear();
  setOnline(true);
});

describe('SupplierQuestionsPage submission', () => {
  it('asks to answer everything before submitting', async () => {
    renderPage([questionnaireMock(incomplete())]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Answers' }));
    expect(await screen.findByText(ANSWER_MESSAGES.incomplete)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('submits complete answers after the confirmation, then shows them read-only as Submitted, with the receipt', async () => {
    const submitted = submittedQuestionnaire();
    renderPage([
      questionnaireMock(questionnaire()),
      {
        request: { query: SubmitAnswersDocument, variables: { projectId: PROJECT_ID, productId: PRODUCT_ID } },
        result: { data: { submitAnswers: '2030-03-20T00:00:00.000Z' } },
      },
      questionnaireMock(submitted),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Answers' });
    expect(within(dialog).getByText(QUESTIONNAIRE_TEXTS.submitConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ANSWER_MESSAGES.submitted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit Answers' })).toBeNull());
    expect(within(state('Company name')).getByText('Submitted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: QUESTIONNAIRE_TEXTS.markSection })).toBeNull();
    expect(screen.getByText(RECEIPT)).toBeTruthy();
  });

  it('shows the receipt of submitted answers on a later visit', async () => {
    renderPage([questionnaireMock(submittedQuestionnaire())]);
    expect(await screen.findByText(RECEIPT)).toBeTruthy();
  });

  it('says when the submission failed', async () => {
    renderPage([
      questionnaireMock(questionnaire()),
      {
        request: { query: SubmitAnswersDocument, variables: { projectId: PROJECT_ID, productId: PRODUCT_ID } },
        error: new Error('Server unavailable'),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Answers' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ANSWER_MESSAGES.submitFailed)).toBeTruthy();
  });

  it('sends a missing questionnaire with the invitation token to registration, and without one home', async () => {
    const missing = (hash: string | null): MockedResponse => ({
      request: { query: SupplierQuestionnaireDocument, variables: { ...VARIABLES, hash } },
      result: { errors: [new GraphQLError('Project not found', { extensions: { code: 'NOT_FOUND' } })] },
    });
    const route = INVITATION_PATHS.questionsRoute;
    const withToken = renderInApp(<SupplierQuestionsPage />, {
      mocks: [missing('abc')],
      path: `${QUESTIONS_PATH}?hash=abc`,
      route,
    });
    await waitFor(() => expect(withToken.router.state.location.pathname).toBe('/register'));
    expect(withToken.router.state.location.search).toBe('?token=abc');
    withToken.unmount();
    const without = renderPage([missing(null)]);
    await waitFor(() => expect(without.router.state.location.pathname).toBe('/'));
  });
});
