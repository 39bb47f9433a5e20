import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswersSealDocument, ApproveAnswersUnsealDocument } from '../project-dashboard-documents';
import { PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { SealedAnswersCard } from './sealed-answers-card';

const approval = (userName: string, reason: string) => ({
  __typename: 'UnsealApproval' as const,
  userName,
  reason,
  createdAt: '2030-03-20T15:00:00.000Z',
});

const sealMock = (seal: Record<string, unknown>) => ({
  request: { query: AnswersSealDocument, variables: { id: PROJECT_ID } },
  result: {
    data: { project: { __typename: 'Project', id: PROJECT_ID, answersSeal: { __typename: 'AnswersSeal', ...seal } } },
  },
});

const SEALED = { sealed: true, opensAt: '2030-03-26T16:00:00.000Z', unsealedAt: null, approvals: [] };
const path = `/projects/${PROJECT_ID}/dashboard`;

describe('SealedAnswersCard', () => {
  it('says until when the answers are sealed and asks for a reason to open them early', async () => {
    const approved = { ...SEALED, approvals: [approval('Ann Lee', 'Board meets early')] };
    renderProjectPage(<SealedAnswersCard project={{ id: PROJECT_ID, status: 'AWAITING' }} canManage />, {
      path,
      mocks: [
        sealMock(SEALED),
        {
          request: {
            query: ApproveAnswersUnsealDocument,
            variables: { projectId: PROJECT_ID, reason: 'Board meets early' },
          },
          result: { data: { approveAnswersUnseal: { __typename: 'AnswersSeal', ...approved } } },
        },
        sealMock(approved),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Sealed answers' });
    expect(card.textContent).toContain('Answers are sealed until Mar 26, 2030');
    fireEvent.click(within(card).getByRole('button', { name: 'Open early' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open early' });
    expect(dialog.textContent).toContain('two different people');
    fireEvent.change(within(dialog).getByLabelText('Reason', { exact: false }), {
      target: { value: 'Board meets early' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open early' }));
    expect(await within(card).findByText(/Ann Lee asked on .*: Board meets early/)).toBeTruthy();
  });

  it('refuses an empty reason in the dialog', async () => {
    renderProjectPage(<SealedAnswersCard project={{ id: PROJECT_ID, status: 'AWAITING' }} canManage />, {
      path,
      mocks: [sealMock(SEALED)],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open early' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open early' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open early' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
  });

  it('names who opened the answers early, and offers no button without Manage Project State', async () => {
    const opened = {
      sealed: false,
      opensAt: SEALED.opensAt,
      unsealedAt: '2030-03-21T15:00:00.000Z',
      approvals: [approval('Ann Lee', 'Board meets early'), approval('Bo Chen', 'Agreed')],
    };
    renderProjectPage(<SealedAnswersCard project={{ id: PROJECT_ID, status: 'AWAITING' }} canManage={false} />, {
      path,
      mocks: [sealMock(opened)],
    });
    const card = await screen.findByRole('region', { name: 'Sealed answers' });
    expect(card.textContent).toContain('Answers were opened early on Mar 21, 2030 by Ann Lee and Bo Chen');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
