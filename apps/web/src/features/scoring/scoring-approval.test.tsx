import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecideScoringQuestionDocument } from './scoring-approval-documents';
import type { ScoringData } from './scoring-model';
import { buildScoring, renderScoringPage, SCOPE, scoringMock } from './scoring-test-kit';

/** The demo scoring with the sign-on question rejected, and (unless `mayApprove` is false) approvable here. */
function withRejectedQuestion(mayApprove = true): ScoringData {
  const scoring = buildScoring();
  const [first, ...rest] = scoring.sections;
  if (!first) throw new Error('No section');
  const questions = first.questions.map((question) =>
    question.questionId === 'q-2'
      ? { ...question, status: 'REJECTED' as const, mayApprove, mayRate: false, mayKeepNotes: false }
      : { ...question, mayApprove },
  );
  return { ...scoring, sections: [{ ...first, questions }, ...rest] };
}

const decideMock = (action: string) => ({
  request: {
    query: DecideScoringQuestionDocument,
    variables: { input: { projectId: SCOPE.projectId, sectionId: 'section-1', questionId: 'q-2', action } },
  },
  result: {
    data: {
      decideScoringQuestion: {
        __typename: 'ScoringQuestionDecision',
        questionId: 'q-2',
        status: 'APPROVED',
        rejectReason: null,
      },
    },
  },
});

describe('approving on the scoring page (spec 3 §6)', () => {
  it('shows a rejected question to its approver, who approves it back and sees the scoring read again', async () => {
    renderScoringPage({
      mocks: [scoringMock(withRejectedQuestion()), decideMock('APPROVE'), scoringMock(buildScoring())],
    });
    expect(await screen.findByText('Rejected', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approval of Single sign-on support' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Approve', 'Unapprove']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByText('Rejected')).toBeNull());
  });

  it('offers no approval to whoever may not approve here', async () => {
    renderScoringPage({ mocks: [scoringMock(withRejectedQuestion(false))] });
    expect(await screen.findByText('Rejected', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Approval of/ })).toBeNull();
  });
});
