import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptchaVerifier } from '../../src/platform/captcha/index.js';
import { useTestApp } from '../support/test-app.js';
import { CONTACT_MESSAGE, DEMO_REQUEST, startCaptchaService, storedSubmissions } from './contact-support.js';

const testApp = useTestApp({ contactFormsPerHour: 3 });
let captchaService: Awaited<ReturnType<typeof startCaptchaService>>;

beforeAll(async () => {
  captchaService = await startCaptchaService();
});
afterAll(() => captchaService.close());

describe('contact forms: rate limit and human verification', () => {
  it('takes 3 well-formed submissions an hour from one address, both forms together; bad input does not count', async () => {
    const client = testApp.client();
    expect((await client.post('/api/contact-us', { ...CONTACT_MESSAGE, message: 'short' })).status).toBe(400);
    expect((await client.post('/api/contact-demo', DEMO_REQUEST)).status).toBe(200);
    expect((await client.post('/api/contact-us', CONTACT_MESSAGE)).status).toBe(200);
    expect((await client.post('/api/contact-us', CONTACT_MESSAGE)).status).toBe(200);
    const before = (await storedSubmissions(testApp)).length;
    const refused = await client.post('/api/contact-demo', DEMO_REQUEST);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests, code: ERROR_CODES.tooManyRequests });
    expect(await storedSubmissions(testApp)).toHaveLength(before);
  });

  it('checks the human verification when it is configured', async () => {
    const app = testApp.running.app;
    const original = app.captcha;
    app.captcha = createCaptchaVerifier('secret', captchaService.url);
    try {
      await app.counters('contact-forms', 60 * 60 * 1000).clear('127.0.0.1');
      const client = testApp.client();
      const missing = await client.post('/api/contact-us', CONTACT_MESSAGE);
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ recaptcha: MESSAGES.recaptcha });
      const robot = await client.post('/api/contact-us', { ...CONTACT_MESSAGE, lastName: 'Robot', recaptcha: 'robot' });
      expect(robot.status).toBe(400);
      expect(robot.body.message).toBe(MESSAGES.recaptcha);
      const human = await client.post('/api/contact-us', { ...CONTACT_MESSAGE, lastName: 'Human', recaptcha: 'human' });
      expect(human.status).toBe(200);
      const names = (await storedSubmissions(testApp)).map((row) => row.lastName);
      expect(names).toContain('Human');
      expect(names).not.toContain('Robot');
    } finally {
      app.captcha = original;
    }
  });
});
