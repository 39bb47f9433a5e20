import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp({ mailRoutesPerMinute: 3 });

describe('routes that send mail', () => {
  it.each([
    ['/api/login/restore-password', { email: 'someone@example.com' }],
    ['/api/register/send-confirm-email', { email: 'someone@example.com' }],
  ])('%s answers 429 past its per-address limit', async (route, body) => {
    const client = testApp.client();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await client.post(route, body)).status).toBe(200);
    const refused = await client.post(route, body);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests, code: ERROR_CODES.tooManyRequests });
  });
});
