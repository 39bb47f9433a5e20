import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITATION_PATHS } from '../../../lib/invitation-paths';
import { renderInApp } from '../../../test/render-in-app';
import { answerDraftsStore } from './answer-drafts-store';
import type { Questionnaire } from './questionnaire-model';
import {
  buildAnswer,
  buildQuestion,
  buildQuestionnaire,
  buildSection,
  PRODUCT_ID,
  PROJECT_ID,
  QUESTIONS_PATH,
  questionnaireMock,
} from './questionnaire-test-kit';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import { SupplierQuestionsPage } from './supplier-questions-page';

/** An accepted product's questionnaire that nothing may change in: a text, a number and a Yes/No question. */
const locked = (overrides: Partial<Questionnaire>) =>
  buildQuestionnaire(
    [
      buildSection('general', 'General', [
        buildQuestion('company-name', 'Company name', { mayChange: false }),
        buildQuestion('head-count', 'Head count', { type: 'NUMBER', mayChange: false }),
        buildQuestion('sso', 'Do you offer SSO?', { type: 'BOOLEAN', mayChange: false }),
      ]),
    ],
    { mayAnswer: false, maySubmit: false, mayImport: false, ...overrides },
  );

const renderPage = (questionnaire: Questionnaire) =>
  renderInApp(<SupplierQuestionsPage />, {
    mocks: [questionnaireMock(questionnaire)],
    path: QUESTIONS_PATH,
    route: INVITATION_PATHS.questionsRoute,
  });

const field = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByRole('textbox', { name: label }) as HTMLInputElement;

afterEach(() => localStorage.clear());

describe('SupplierQuestionsPage while answering is not open', () => {
  it('says when answering opens, with the project’s dates, and shows the answers disabled in a published project', async () => {
    renderPage(locked({ projectStatus: 'PUBLISHED', questionsReadOnly: true }));
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.notOpenTitle)).toBeTruthy();
    expect(screen.getByText(QUESTIONNAIRE_TEXTS.notOpenTitle).parentElement?.textContent).toContain(
      'Answering opens when the project moves to Awaiting Answers, expected after the Intent to Respond date ' +
        '(Mar 9, 2030). Until then the questions are read-only. The answers are due by Mar 20, 2030.',
    );
    // Nothing looks editable, and nothing typed is taken or kept to be saved.
    expect(field('Company name').disabled).toBe(true);
    expect(field('Head count').disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getAllByRole('switch', { name: 'Not Applicable' })[0] as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(field('Company name'), { target: { value: 'Acme' } });
    expect(answerDraftsStore('user-1', PRODUCT_ID).all().size).toBe(0);
    expect(screen.queryByRole('button', { name: 'Submit Answers' })).toBeNull();
    // The answering step is current on the road map, not open yet; the FAQ is one click away.
    const roadMap = screen.getByRole('region', { name: 'Road Map' });
    expect(roadMap.querySelector('[aria-current="step"]')?.textContent).toContain('Answering Questions');
    expect(screen.getByRole('link', { name: 'Project FAQ' }).getAttribute('href')).toBe(
      `/invite-to-project/${PROJECT_ID}/faq`,
    );
  });

  it('says answering has closed when the project moved on without a submission', async () => {
    renderPage(locked({ projectStatus: 'SCORING' }));
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.closedTitle)).toBeTruthy();
    expect(screen.getByText(QUESTIONNAIRE_TEXTS.closed)).toBeTruthy();
    expect(field('Company name').disabled).toBe(true);
  });

  it('says nothing of the kind while answering is open', async () => {
    renderPage(
      buildQuestionnaire([
        buildSection('general', 'General', [
          buildQuestion('company-name', 'Company name', { answer: buildAnswer('company-name', { value: 'Acme' }) }),
        ]),
      ]),
    );
    expect(await screen.findByRole('group', { name: 'Company name' })).toBeTruthy();
    expect(screen.queryByText(QUESTIONNAIRE_TEXTS.notOpenTitle)).toBeNull();
    expect(screen.queryByText(QUESTIONNAIRE_TEXTS.closedTitle)).toBeNull();
    expect(field('Company name').disabled).toBe(false);
  });
});
