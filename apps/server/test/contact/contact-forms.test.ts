import { CONTACT_MESSAGES, ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { CONTACT_MESSAGE, DEMO_REQUEST, storedSubmissions } from './contact-support.js';

const testApp = useTestApp({ salesEmail: 'deals@shortlist.example' });

async function newestMailToSales(subject: RegExp) {
  await testApp.running.app.mailer.idle();
  return testApp.smtp.waitForMail('deals@shortlist.example', subject);
}

describe('POST /api/contact-demo (spec 3 §4, §5, §7)', () => {
  it('stores the request and mails it to the sales address, answering the visitor on reply', async () => {
    const answer = await testApp.client().post('/api/contact-demo', DEMO_REQUEST);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });

    const stored = (await storedSubmissions(testApp)).find((row) => row.lastName === 'Hopper');
    expect(stored).toMatchObject({
      kind: 'DEMO',
      firstName: 'Grace',
      email: 'grace@acme.example',
      company: 'Acme Insurance',
      jobTitle: 'Procurement Lead',
      companySize: '500-1000',
      phone: '+1 (555) 010-0199',
      message: DEMO_REQUEST.message,
    });
    const mail = await newestMailToSales(/^Demo request from Grace Hopper \(Acme Insurance\)$/);
    expect(mail.text).toMatch(/^Reply-To: grace@acme\.example$/m);
    expect(mail.text).toContain('Company size: 500-1000');
    expect(mail.text).toContain('Phone: +1 (555) 010-0199');
    expect(mail.text).toContain(DEMO_REQUEST.message);
  });

  it('refuses bad input with the form’s messages per field, storing and mailing nothing', async () => {
    const before = (await storedSubmissions(testApp)).length;
    const mailsBefore = testApp.smtp.mails.length;
    const answer = await testApp.client().post('/api/contact-demo', {
      ...DEMO_REQUEST,
      firstName: 'G',
      email: 'grace@',
      companySize: 'huge',
      phone: 'call me',
      message: 'x'.repeat(1001),
      jobTitle: ' ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: MESSAGES.minLength(2),
      code: ERROR_CODES.badUserInput,
      fields: {
        firstName: MESSAGES.minLength(2),
        email: MESSAGES.email,
        jobTitle: MESSAGES.required,
        companySize: MESSAGES.required,
        phone: MESSAGES.phone,
        message: CONTACT_MESSAGES.demoMessageTooLong,
      },
    });
    await testApp.running.app.mailer.idle();
    expect(await storedSubmissions(testApp)).toHaveLength(before);
    expect(testApp.smtp.mails).toHaveLength(mailsBefore);
  });

  it('accepts a request without a message', async () => {
    const answer = await testApp
      .client()
      .post('/api/contact-demo', { ...DEMO_REQUEST, lastName: 'Quiet', message: '' });
    expect(answer.status).toBe(200);
    const stored = (await storedSubmissions(testApp)).find((row) => row.lastName === 'Quiet');
    expect(stored?.message).toBe('');
    expect((await newestMailToSales(/Grace Quiet/)).text).toContain('(no message)');
  });
});

describe('POST /api/contact-us (spec 3 §4, §5, §7)', () => {
  it('stores the message without the demo fields and mails it to the sales address', async () => {
    const answer = await testApp.client().post('/api/contact-us', CONTACT_MESSAGE);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const stored = (await storedSubmissions(testApp)).find((row) => row.lastName === 'Turing');
    expect(stored).toMatchObject({
      kind: 'CONTACT',
      email: 'alan@bletchley.example',
      company: null,
      jobTitle: null,
      companySize: null,
      phone: null,
      message: CONTACT_MESSAGE.message,
    });
    const mail = await newestMailToSales(/^Contact message from Alan Turing$/);
    expect(mail.text).toMatch(/^Reply-To: alan@bletchley\.example$/m);
    expect(mail.text).toContain(CONTACT_MESSAGE.message);
  });

  it('wants a message of 10 to 2000 characters and names of at least 2', async () => {
    const client = testApp.client();
    const short = await client.post('/api/contact-us', { ...CONTACT_MESSAGE, lastName: 'T', message: 'Hello' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ lastName: MESSAGES.minLength(2), message: MESSAGES.minLength(10) });
    const long = await client.post('/api/contact-us', { ...CONTACT_MESSAGE, message: 'x'.repeat(2001) });
    expect(long.body.fields).toEqual({ message: MESSAGES.maxLength(2000) });
    const empty = await client.post('/api/contact-us', {});
    expect(empty.body.fields).toEqual({
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
      email: MESSAGES.required,
      message: MESSAGES.required,
    });
  });

  it('escapes what the visitor typed in the mail’s HTML', async () => {
    await testApp.client().post('/api/contact-us', {
      ...CONTACT_MESSAGE,
      lastName: 'Markup',
      message: '<script>alert(1)</script> please',
    });
    const mail = await newestMailToSales(/Alan Markup/);
    const htmlPart = mail.text.split('Content-Type: text/html')[1] ?? '';
    expect(htmlPart).toContain('&#60;script&#62;alert(1)&#60;/script&#62; please');
    expect(htmlPart).not.toContain('<script>');
  });
});
