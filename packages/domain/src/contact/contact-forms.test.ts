import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { resultErrors } from '../validation/fields.js';
import { COMPANY_SIZES, CONTACT_MESSAGES, contactDemoSchema, contactUsSchema } from './contact-forms.js';

const errorsOf = (schema: z.ZodType, input: unknown) => resultErrors(schema.safeParse(input));
const demo = contactDemoSchema({ recaptcha: false });
const contact = contactUsSchema({ recaptcha: false });

const DEMO = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@northwind.example',
  company: 'Northwind',
  jobTitle: 'Head of Procurement',
  companySize: '100-500',
  phone: '+44 (20) 7946-0958',
  message: '',
};
const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@northwind.example', message: 'Please call me.' };

describe('contactDemoSchema (spec 3 §5 Contact demo)', () => {
  it('accepts a complete request, trimmed, with the e-mail in lower case and no message', () => {
    const parsed = demo.parse({ ...DEMO, firstName: '  Ada ', email: ' Ada@Northwind.Example', message: undefined });
    expect(parsed).toMatchObject({ firstName: 'Ada', email: 'ada@northwind.example', message: '' });
  });

  it('requires every field but the message, with the shared wording', () => {
    expect(errorsOf(demo, {})).toEqual({
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
      email: MESSAGES.required,
      company: MESSAGES.required,
      jobTitle: MESSAGES.required,
      companySize: MESSAGES.required,
      phone: MESSAGES.required,
    });
  });

  it('wants names and company of at least 2 characters and a valid e-mail', () => {
    expect(errorsOf(demo, { ...DEMO, firstName: 'A', lastName: ' B ', company: 'N', email: 'ada@' })).toEqual({
      firstName: MESSAGES.minLength(2),
      lastName: MESSAGES.minLength(2),
      company: MESSAGES.minLength(2),
      email: MESSAGES.email,
    });
  });

  it('offers the five company sizes of spec 3 §9 and nothing else', () => {
    expect(COMPANY_SIZES).toEqual(['1-50', '50-100', '100-500', '500-1000', '1000+']);
    for (const companySize of COMPANY_SIZES) expect(errorsOf(demo, { ...DEMO, companySize })).toEqual({});
    expect(errorsOf(demo, { ...DEMO, companySize: '10000+' })).toEqual({ companySize: MESSAGES.required });
  });

  it.each(['555-0100 ext', 'call me', '+-()', '12345678901234567890123'])('refuses the phone %j', (phone) => {
    const expected = phone.length > 20 ? MESSAGES.maxLength(20) : MESSAGES.phone;
    expect(errorsOf(demo, { ...DEMO, phone })).toEqual({ phone: expected });
  });

  it.each(['0207 946 0958', '+1 (555) 010-0100', '5550100'])('accepts the phone %j', (phone) => {
    expect(errorsOf(demo, { ...DEMO, phone })).toEqual({});
  });

  it('takes a message of up to 1000 characters', () => {
    expect(errorsOf(demo, { ...DEMO, message: 'x'.repeat(1000) })).toEqual({});
    expect(errorsOf(demo, { ...DEMO, message: 'x'.repeat(1001) })).toEqual({
      message: 'Message must be less than 1000 characters',
    });
  });

  it('requires the human verification only when it is switched on', () => {
    expect(errorsOf(contactDemoSchema({ recaptcha: true }), DEMO)).toEqual({ recaptcha: MESSAGES.recaptcha });
    expect(errorsOf(contactDemoSchema({ recaptcha: true }), { ...DEMO, recaptcha: 'token' })).toEqual({});
  });
});

describe('contactUsSchema (spec 3 §5 Contact us)', () => {
  it('requires names, e-mail and message', () => {
    expect(errorsOf(contact, {})).toEqual({
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
      email: MESSAGES.required,
      message: MESSAGES.required,
    });
  });

  it('wants names of at least 2 characters and a message of 10 to 2000', () => {
    expect(errorsOf(contact, { ...CONTACT, firstName: 'A', message: 'Too short' })).toEqual({
      firstName: MESSAGES.minLength(2),
      message: MESSAGES.minLength(10),
    });
    expect(errorsOf(contact, { ...CONTACT, message: 'x'.repeat(2001) })).toEqual({ message: MESSAGES.maxLength(2000) });
    expect(errorsOf(contact, { ...CONTACT, message: 'x'.repeat(2000) })).toEqual({});
    expect(errorsOf(contact, { ...CONTACT, message: `  ${'x'.repeat(9)}  ` })).toEqual({
      message: MESSAGES.minLength(10),
    });
  });
});

describe('CONTACT_MESSAGES', () => {
  it('names the address to write to when sending fails (spec 3 §8) and promises a demo follow-up in 24 hours', () => {
    expect(CONTACT_MESSAGES.failed('sales@shortlist.example')).toBe(
      'Something went wrong. Please try again or contact us directly at sales@shortlist.example',
    );
    expect(CONTACT_MESSAGES.demoSent).toContain('within 24 hours');
  });
});
