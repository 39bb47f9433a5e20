import type { MockedResponse } from '@apollo/client/testing';
import { DEBRIEF_TEXTS } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { DebriefsCard } from './debriefs-card';
import { DebriefRecipientsDocument, SendDebriefsDocument } from './debriefs-documents';

const recipient = (id: string, name: string, winner: boolean, lastSentAt: string | null) => ({
  __typename: 'DebriefRecipient' as const,
  id,
  name,
  winner,
  lastSentAt,
});

const RECIPIENTS = [
  recipient('p1', 'Acme — Payroll Cloud', true, null),
  recipient('p2', 'Globex — Enrol', false, '2026-11-20T15:00:00.000Z'),
];

const recipientsMock = (list: ReturnType<typeof recipient>[] | null): MockedResponse => ({
  request: { query: DebriefRecipientsDocument, variables: { projectId: PROJECT_ID } },
  result: { data: { debriefRecipients: list } },
});

describe('DebriefsCard', () => {
  it('lists each supplier with whether it was sent one, and sends to those left ticked', async () => {
    const send: MockedResponse = {
      request: { query: SendDebriefsDocument, variables: { projectId: PROJECT_ID, productIds: ['p2'] } },
      result: { data: { sendDebriefs: [RECIPIENTS[0], { ...RECIPIENTS[1], lastSentAt: '2026-12-07T15:00:00.000Z' }] } },
    };
    renderProjectPage(<DebriefsCard projectId={PROJECT_ID} />, {
      path: `/projects/${PROJECT_ID}/dashboard`,
      mocks: [recipientsMock(RECIPIENTS), send],
    });
    fireEvent.click(await screen.findByRole('button', { name: DEBRIEF_TEXTS.action }));
    const dialog = screen.getByRole('dialog', { name: DEBRIEF_TEXTS.title });
    const first = within(dialog).getByRole('checkbox', { name: `Acme — Payroll Cloud · ${DEBRIEF_TEXTS.neverSent}` });
    const second = within(dialog).getByRole('checkbox', {
      name: `Globex — Enrol · ${DEBRIEF_TEXTS.sentOn('Nov 20, 2026')}`,
    });
    expect((first as HTMLInputElement).checked).toBe(true);
    expect((second as HTMLInputElement).checked).toBe(true);
    fireEvent.click(first);
    fireEvent.click(within(dialog).getByRole('button', { name: DEBRIEF_TEXTS.send }));
    expect(await screen.findByText(DEBRIEF_TEXTS.sent(1))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers nothing to a colleague who does not own the project', async () => {
    const { container } = renderProjectPage(<DebriefsCard projectId={PROJECT_ID} />, {
      path: `/projects/${PROJECT_ID}/dashboard`,
      mocks: [recipientsMock(null)],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: DEBRIEF_TEXTS.action })).toBeNull();
    expect(container.textContent ?? '').not.toContain(DEBRIEF_TEXTS.cardTitle);
  });
});
