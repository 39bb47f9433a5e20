import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { verify } from './receipts-support.js';

const testApp = useTestApp({ receiptChecksPerHour: 3 });

describe('the verify page’s limit', () => {
  it('takes 3 checks an hour from one client address, then refuses with 429', async () => {
    const client = testApp.client();
    for (let check = 0; check < 3; check += 1) {
      expect((await verify(client, 'R-00000000', 'ab'.repeat(32))).data?.verifyReceipt.verdict).toBe('NONE');
    }
    const refused = await verify(client, 'R-00000000', 'ab'.repeat(32));
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.tooManyRequests,
      extensions: { code: ERROR_CODES.tooManyRequests },
    });
  });
});
