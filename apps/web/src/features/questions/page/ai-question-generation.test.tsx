import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartAiSearchDocument } from '../../../gql/graphql';
import { aiSearchMock, buildAiSearch } from '../../ai';
import { announceLiveNotification } from '../../notifications';
import { PROJECT_ID } from '../../projects';
import {
  buildQuestion,
  buildQuestionnaire,
  buildSection,
  questionnaireMock,
  renderQuestionsPage,
  sectionRegion,
} from './questions-test-kit';

const OVERVIEW = buildSection('section-1', 'Company overview', [buildQuestion('q-1', 'Legal name of your company')]);
const GENERATED = buildSection(
  'section-ai',
  'Payroll processing',
  [buildQuestion('q-2', 'Which countries do you pay?')],
  {
    aiSearchId: 'search-QUESTIONS',
  },
);
const PENDING = buildAiSearch('QUESTIONS', { status: 'PENDING', finishedAt: null });

describe('AI generation on the project questions page (spec 3 §2, §4 AI question search)', () => {
  it('marks generated sections and, in the dialog, shows the allowance and warns that regenerating replaces them', async () => {
    const done = buildAiSearch('QUESTIONS', { sectionIds: [GENERATED.id] });
    await renderQuestionsPage(buildQuestionnaire([OVERVIEW, GENERATED]), {
      mocks: [aiSearchMock(PROJECT_ID, 'QUESTIONS', done, { used: 1, max: 2, remaining: 1 })],
    });
    expect(sectionRegion('Payroll processing').getByText('AI suggestion')).toBeTruthy();
    expect(sectionRegion('Company overview').queryByText('AI suggestion')).toBeNull();
    expect(screen.getByText('AI suggestions are advisory: check them before you rely on them.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'AI generation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'AI generation' }));
    expect(dialog.getByText('Regenerating replaces all questions generated before.')).toBeTruthy();
    expect(
      await dialog.findByText(
        'You have used 1 of 2 AI question generations for this project. 1 AI question generation left for this project.',
      ),
    ).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/pricing');
  });

  it('is not offered to whoever may not add sections', async () => {
    await renderQuestionsPage(buildQuestionnaire([OVERVIEW], false));
    expect(screen.queryByRole('button', { name: 'AI generation' })).toBeNull();
  });

  it('generates: the generating indicator shows, and the generated section appears when the job completes', async () => {
    const start: MockedResponse = {
      request: {
        query: StartAiSearchDocument,
        variables: { projectId: PROJECT_ID, type: 'QUESTIONS', keyword: 'payroll' },
      },
      result: { data: { startAiSearch: PENDING } },
    };
    await renderQuestionsPage(buildQuestionnaire([OVERVIEW]), {
      mocks: [
        aiSearchMock(PROJECT_ID, 'QUESTIONS', null, undefined, 1),
        start,
        aiSearchMock(PROJECT_ID, 'QUESTIONS', PENDING, undefined, 1),
        aiSearchMock(PROJECT_ID, 'QUESTIONS', buildAiSearch('QUESTIONS', { sectionIds: [GENERATED.id] })),
        questionnaireMock(buildQuestionnaire([OVERVIEW, GENERATED])),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'AI generation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'AI generation' }));
    expect(dialog.queryByText('Regenerating replaces all questions generated before.')).toBeNull();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Keyword' }), { target: { value: 'payroll' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('progressbar', { name: 'Generating AI suggestions for payroll' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI generation' })).toBeNull());
    expect((screen.getByRole('button', { name: 'AI generation' }) as HTMLButtonElement).disabled).toBe(true);
    announceLiveNotification({
      id: 'n-1',
      kind: 'SEARCH_REQUEST_COMPLETED',
      new: true,
      createdAt: '2030-03-01T10:00:05.000Z',
      message: 'Your search for payroll is complete',
      link: null,
    });
    expect(await screen.findByRole('region', { name: 'Payroll processing' })).toBeTruthy();
    expect(sectionRegion('Payroll processing').getByText('AI suggestion')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: /^Generating/ })).toBeNull();
  });
});
