import { formatDateTime, RECEIPT_NONE, receiptDigestLine } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { ReceiptDetails } from './receipt-details';
import { SubmissionReceiptsDocument, VerifyReceiptDocument } from './receipt-documents';
import { VerifyReceiptPage } from './verify-receipt-page';

const receipt = (id: string, digest: string, submittedAt: string) => ({
  __typename: 'SubmissionReceipt' as const,
  id,
  code: `R-${id.slice(0, 8)}`,
  digest,
  submittedAt,
  verifyPath: `/verify-receipt?id=${id}&digest=${digest}`,
});
const LATEST = receipt('1a2b3c4d-0000-4000-8000-000000000001', 'ab'.repeat(32), '2030-03-21T15:00:00.000Z');
const EARLIER = receipt('9f8e7d6c-0000-4000-8000-000000000002', 'cd'.repeat(32), '2030-03-20T15:00:00.000Z');
const IDS = { projectId: 'p1', productId: 'pp1' };

describe('the receipts on the questionnaire', () => {
  it('shows the latest receipt with its time, digest, copy button and verify link, then the earlier ones', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderInApp(<ReceiptDetails {...IDS} />, {
      mocks: [
        {
          request: { query: SubmissionReceiptsDocument, variables: IDS },
          result: { data: { submissionReceipts: [LATEST, EARLIER] } },
        },
      ],
    });
    const latest = await screen.findByRole('region', { name: 'Receipt R-1a2b3c4d' });
    expect(within(latest).getByText(`Submitted ${formatDateTime(LATEST.submittedAt)} (server time)`)).toBeTruthy();
    expect(within(latest).getByLabelText('SHA-256 digest').textContent).toBe(LATEST.digest);
    expect(within(latest).getByRole('link', { name: 'Verify this receipt' }).getAttribute('href')).toBe(
      LATEST.verifyPath,
    );
    const earlier = within(latest).getByRole('list', { name: 'Earlier receipts' });
    expect(within(earlier).getByText(new RegExp(EARLIER.digest))).toBeTruthy();
    expect(within(earlier).getByRole('link', { name: 'Verify receipt R-9f8e7d6c' })).toBeTruthy();
    fireEvent.click(within(latest).getByRole('button', { name: 'Copy receipt' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(receiptDigestLine(LATEST.id, LATEST.digest)));
    expect(await screen.findByText('Receipt copied')).toBeTruthy();
  });
});

describe('the verify page', () => {
  const verifyMock = (receiptId: string, digest: string, verdict: string, message: string) => ({
    request: { query: VerifyReceiptDocument, variables: { receiptId, digest } },
    result: { data: { verifyReceipt: { __typename: 'ReceiptVerification', verdict, message } } },
  });

  it('checks the receipt its link carries at once', async () => {
    const message = 'This receipt matches the answers stored for it: submitted Mar 21, 2030, 11:00 AM EDT.';
    renderInApp(<VerifyReceiptPage />, {
      path: LATEST.verifyPath,
      route: '/verify-receipt',
      mocks: [verifyMock(LATEST.id, LATEST.digest, 'MATCHES', message)],
    });
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect((screen.getByRole('textbox', { name: /Receipt id/ }) as HTMLInputElement).value).toBe(LATEST.id);
  });

  it('checks what is typed, and says when nothing matches', async () => {
    renderInApp(<VerifyReceiptPage />, {
      path: '/verify-receipt',
      mocks: [verifyMock('R-00000000', LATEST.digest, 'NONE', RECEIPT_NONE)],
    });
    const verifyButton = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verifyButton.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Receipt id/ }), { target: { value: 'R-00000000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Digest/ }), { target: { value: LATEST.digest } });
    fireEvent.click(verifyButton);
    expect((await screen.findByRole('status')).textContent).toBe(RECEIPT_NONE);
  });
});
