/** What the Supplier Questions page tests share: questionnaires, the rendered page, its rows and the connection. */
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { INVITATION_PATHS } from '../../../lib/invitation-paths';
import { renderInApp } from '../../../test/render-in-app';
import type { Questionnaire, SupplierAnswer } from './questionnaire-model';
import { buildAnswer, buildQuestion, buildQuestionnaire, buildSection, QUESTIONS_PATH } from './questionnaire-test-kit';
import { SupplierQuestionsPage } from './supplier-questions-page';

export const answered = (questionId: string, value: unknown, version = 1) =>
  buildAnswer(questionId, { value, version });

/** Two sections: a company name answered, a head count to answer; SSO with an update requested, hosting N/A. */
export const questionnaire = (
  overrides: Partial<Questionnaire> = {},
  headCount: SupplierAnswer | null = answered('head-count', 120),
) =>
  buildQuestionnaire(
    [
      buildSection('general', 'General', [
        buildQuestion('company-name', 'Company name', { answer: answered('company-name', 'Acme') }),
        buildQuestion('head-count', 'Head count', { type: 'NUMBER', answer: headCount }),
      ]),
      buildSection('security', 'Security', [
        buildQuestion('sso', 'Do you offer SSO?', {
          type: 'BOOLEAN',
          answer: buildAnswer('sso', { value: true, status: 'REQUESTED' }),
        }),
        buildQuestion('hosting', 'Hosting region', {
          answer: buildAnswer('hosting', { notApplicable: true, notApplicableDescription: 'We host nothing' }),
        }),
      ]),
    ],
    overrides,
  );

export const incomplete = () => questionnaire({}, null);

export const RECEIPT = 'Submitted on Mar 20, 2030, 10:05 AM EDT by Sam Supplier';

/** The questionnaire once submitted: read-only, with when and by whom. */
export function submittedQuestionnaire() {
  const base = questionnaire({ mayAnswer: false, maySubmit: false, mayImport: false });
  const product = {
    ...base.product,
    answersSubmittedAt: '2030-03-20T14:05:00.000Z',
    answersSubmittedBy: 'Sam Supplier',
  };
  for (const section of base.sections) {
    for (const question of section.questions) Object.assign(question, { mayChange: false });
  }
  return { ...base, product };
}

export const renderPage = (mocks: MockedResponse[]) =>
  renderInApp(<SupplierQuestionsPage />, { mocks, path: QUESTIONS_PATH, route: INVITATION_PATHS.questionsRoute });

export const row = (label: string) => screen.getByRole('group', { name: label });
/** The flag (and saving note) of a question's answer. */
export const state = (label: string) => within(row(label)).getByRole('status', { name: 'Answer state' });

export const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};
