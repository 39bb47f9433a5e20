import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.js';
import {
  changePasswordSchema,
  confirmEmailSchema,
  feedbackSchema,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from './accounts.js';
import { fieldErrors } from './fields.js';

type Input = Record<string, unknown>;
type Errors = Record<string, string>;

/** The field → message map a form would show; empty when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Errors {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const PASSWORD = 'Secret-Pass1';
const WEAK = 'password';
const LONG = (length: number) => 'x'.repeat(length);
const URL_OF_LENGTH = (length: number) => `https://acme.com/${'p'.repeat(length - 'https://acme.com/'.length)}`;

describe('loginSchema', () => {
  const VALID: Input = { email: '  Ada@Example.COM ', password: 'anything' };

  it.each([false, true])('accepts valid credentials and normalises the email (recaptcha %s)', (recaptcha) => {
    const input = recaptcha ? { ...VALID, recaptcha: 'token' } : VALID;
    expect(loginSchema({ recaptcha }).parse(input)).toMatchObject({ email: 'ada@example.com', password: 'anything' });
  });

  it.each<[string, Input, Errors]>([
    ['an empty email', { email: '' }, { email: MESSAGES.required }],
    ['a missing email', { email: undefined }, { email: MESSAGES.required }],
    ['an invalid email', { email: 'ada' }, { email: 'Must be a valid email' }],
    ['an empty password', { password: '' }, { password: MESSAGES.required }],
    ['a missing password', { password: undefined }, { password: MESSAGES.required }],
  ])('refuses %s', (_case, patch, expected) => {
    expect(errorsOf(loginSchema({ recaptcha: false }), { ...VALID, ...patch })).toEqual(expected);
  });

  it('does not apply the password rule at sign-in', () => {
    expect(errorsOf(loginSchema({ recaptcha: false }), { ...VALID, password: 'a' })).toEqual({});
  });

  it.each([undefined, ''])('requires human verification only when enabled (token %j)', (recaptcha) => {
    expect(errorsOf(loginSchema({ recaptcha: true }), { ...VALID, recaptcha })).toEqual({
      recaptcha: 'Please complete the reCAPTCHA verification',
    });
    expect(errorsOf(loginSchema({ recaptcha: false }), { ...VALID, recaptcha })).toEqual({});
  });
});

describe('registrationSchema', () => {
  const VALID: Input = {
    firstName: '  Ada ',
    lastName: 'Lovelace',
    email: 'Ada@Engines.example.com',
    company: 'Analytical Engines',
    companyWebsite: 'https://www.engines.example.com',
    password: PASSWORD,
    repeatPassword: PASSWORD,
    terms: true,
  };
  const standard = registrationSchema({ recaptcha: false, invited: false });
  const invited = registrationSchema({ recaptcha: false, invited: true });

  it('accepts a complete registration, trimming names and lower-casing the email', () => {
    expect(standard.parse(VALID)).toMatchObject({ firstName: 'Ada', email: 'ada@engines.example.com' });
  });

  it.each<[string, Input]>([
    ['names of 100 characters', { firstName: LONG(100), lastName: LONG(100) }],
    ['a company of 2 characters', { company: 'AB' }],
    ['a company of 300 characters', { company: LONG(300) }],
    ['a website of 1000 characters', { companyWebsite: URL_OF_LENGTH(1000) }],
    ['a website without www', { companyWebsite: 'http://acme.com' }],
  ])('accepts %s', (_case, patch) => {
    expect(errorsOf(standard, { ...VALID, ...patch })).toEqual({});
  });

  it.each<[string, Input, Errors]>([
    ['an empty first name', { firstName: '' }, { firstName: MESSAGES.required }],
    ['a blank first name', { firstName: '   ' }, { firstName: MESSAGES.required }],
    ['a missing last name', { lastName: undefined }, { lastName: MESSAGES.required }],
    ['a first name of 101 characters', { firstName: LONG(101) }, { firstName: MESSAGES.maxLength(100) }],
    [
      'a last name of 101 characters',
      { lastName: LONG(101) },
      { lastName: 'Must be less than or equal to 100 characters' },
    ],
    ['a missing email', { email: '' }, { email: MESSAGES.required }],
    ['an invalid email', { email: 'ada@' }, { email: MESSAGES.email }],
    ['an empty company', { company: ' ' }, { company: MESSAGES.required }],
    ['a company of 1 character', { company: 'A' }, { company: 'Must be greater than or equal to 2 characters' }],
    [
      'a company of 301 characters',
      { company: LONG(301) },
      { company: 'Must be less than or equal to 300 characters' },
    ],
    ['an empty website', { companyWebsite: '' }, { companyWebsite: MESSAGES.required }],
    ['a blank website', { companyWebsite: '   ' }, { companyWebsite: MESSAGES.required }],
    ['a missing website', { companyWebsite: undefined }, { companyWebsite: MESSAGES.required }],
    ['a website that is not a URL', { companyWebsite: 'acme' }, { companyWebsite: 'Must be a valid URL' }],
    [
      'a website of 1001 characters',
      { companyWebsite: URL_OF_LENGTH(1001) },
      { companyWebsite: MESSAGES.maxLength(1000) },
    ],
    ['a weak password', { password: WEAK, repeatPassword: WEAK }, { password: MESSAGES.password }],
    ['an empty repeat password', { repeatPassword: '' }, { repeatPassword: MESSAGES.required }],
    ['a different repeat password', { repeatPassword: `${PASSWORD}x` }, { repeatPassword: 'Passwords must match' }],
    ['terms not accepted', { terms: false }, { terms: 'Must Accept Terms and Conditions' }],
    ['terms missing', { terms: undefined }, { terms: MESSAGES.acceptTerms }],
    ['terms given as text', { terms: 'true' }, { terms: MESSAGES.acceptTerms }],
  ])('refuses %s', (_case, patch, expected) => {
    expect(errorsOf(standard, { ...VALID, ...patch })).toEqual(expected);
  });

  it('reports the mismatch beside another field error', () => {
    expect(errorsOf(standard, { ...VALID, firstName: '', repeatPassword: 'Other-Pass1' })).toEqual({
      firstName: MESSAGES.required,
      repeatPassword: MESSAGES.passwordsMatch,
    });
  });

  it.each<[string, Input, Errors]>([
    ['missing', { recaptcha: undefined }, { recaptcha: 'Please complete the reCAPTCHA verification' }],
    ['empty', { recaptcha: '' }, { recaptcha: MESSAGES.recaptcha }],
    ['present', { recaptcha: 'token' }, {}],
  ])('with verification enabled, a %s token', (_case, patch, expected) => {
    expect(errorsOf(registrationSchema({ recaptcha: true, invited: false }), { ...VALID, ...patch })).toEqual(expected);
  });

  it('does not ask for verification when it is disabled', () => {
    expect(errorsOf(standard, { ...VALID, recaptcha: undefined })).toEqual({});
  });

  describe('invited (website prefilled from an invitation)', () => {
    it.each<[string, unknown, string]>([
      ['an empty website', '', ''],
      ['a blank website', '   ', ''],
      ['a missing website', undefined, ''],
      ['a valid website', 'https://acme.com', 'https://acme.com'],
    ])('accepts %s', (_case, companyWebsite, expected) => {
      expect(invited.parse({ ...VALID, companyWebsite })).toMatchObject({ companyWebsite: expected });
    });

    it.each<[string, Input, Errors]>([
      ['a website that is not a URL', { companyWebsite: 'hopper' }, { companyWebsite: MESSAGES.url }],
      [
        'a website of 1001 characters',
        { companyWebsite: URL_OF_LENGTH(1001) },
        { companyWebsite: MESSAGES.maxLength(1000) },
      ],
      ['an empty first name', { firstName: '' }, { firstName: MESSAGES.required }],
      ['a mismatching repeat password', { repeatPassword: 'Other-Pass1' }, { repeatPassword: MESSAGES.passwordsMatch }],
      ['terms not accepted', { terms: false }, { terms: MESSAGES.acceptTerms }],
    ])('still refuses %s', (_case, patch, expected) => {
      expect(errorsOf(invited, { ...VALID, ...patch })).toEqual(expected);
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('accepts and normalises an email', () => {
    expect(forgotPasswordSchema.parse({ email: ' Ada@Example.com ' })).toEqual({ email: 'ada@example.com' });
  });

  it.each<[unknown, string]>([
    ['', MESSAGES.required],
    [undefined, MESSAGES.required],
    ['ada.example.com', MESSAGES.email],
  ])('refuses email %j with %j', (email, message) => {
    expect(errorsOf(forgotPasswordSchema, { email })).toEqual({ email: message });
  });
});

describe('resetPasswordSchema', () => {
  const VALID: Input = { hash: 'reset-hash', password: PASSWORD, confirmPassword: PASSWORD };

  it.each<[string, Input]>([
    ['a matching confirmation', {}],
    ['no confirmation (the API call may omit it)', { confirmPassword: undefined }],
  ])('accepts %s', (_case, patch) => {
    expect(errorsOf(resetPasswordSchema, { ...VALID, ...patch })).toEqual({});
  });

  it.each<[string, Input, Errors]>([
    ['a mismatching confirmation', { confirmPassword: 'Secret-Pass2' }, { confirmPassword: 'Passwords must match' }],
    ['a missing hash', { hash: undefined }, { hash: MESSAGES.required }],
    ['a blank hash', { hash: '  ' }, { hash: MESSAGES.required }],
    ['a weak password', { password: WEAK, confirmPassword: WEAK }, { password: MESSAGES.password }],
    ['an empty password', { password: '', confirmPassword: '' }, { password: MESSAGES.required }],
  ])('refuses %s', (_case, patch, expected) => {
    expect(errorsOf(resetPasswordSchema, { ...VALID, ...patch })).toEqual(expected);
  });
});

describe('changePasswordSchema', () => {
  const VALID: Input = { oldPassword: 'old', password: PASSWORD, confirmPassword: PASSWORD };

  it.each<[string, Input]>([
    ['a matching confirmation', {}],
    ['an old password that predates the rule', { oldPassword: 'x' }],
    ['no confirmation (the changePassword mutation carries only old and new)', { confirmPassword: undefined }],
  ])('accepts %s', (_case, patch) => {
    expect(errorsOf(changePasswordSchema, { ...VALID, ...patch })).toEqual({});
  });

  it.each<[string, Input, Errors]>([
    ['an empty old password', { oldPassword: '' }, { oldPassword: MESSAGES.required }],
    ['a missing old password', { oldPassword: undefined }, { oldPassword: MESSAGES.required }],
    ['a weak new password', { password: WEAK, confirmPassword: WEAK }, { password: MESSAGES.password }],
    ['a missing new password', { password: undefined, confirmPassword: undefined }, { password: MESSAGES.required }],
    [
      'an empty new password',
      { password: '', confirmPassword: '' },
      { password: MESSAGES.required, confirmPassword: MESSAGES.required },
    ],
    ['an empty confirmation', { confirmPassword: '' }, { confirmPassword: MESSAGES.required }],
    ['a mismatching confirmation', { confirmPassword: 'Secret-Pass2' }, { confirmPassword: 'Passwords must match' }],
  ])('refuses %s', (_case, patch, expected) => {
    expect(errorsOf(changePasswordSchema, { ...VALID, ...patch })).toEqual(expected);
  });
});

describe('feedbackSchema', () => {
  it('trims title and message and defaults the pathname', () => {
    expect(feedbackSchema.parse({ title: '  Bug ', message: '\n It broke \n' })).toEqual({
      title: 'Bug',
      message: 'It broke',
      pathname: '',
    });
  });

  it.each<[string, Input, Errors]>([
    ['a whitespace-only title', { title: '   ' }, { title: 'Required' }],
    ['a whitespace-only message', { message: ' \n\t ' }, { message: 'Required' }],
    ['a missing title', { title: undefined }, { title: 'Required' }],
    ['an empty message', { message: '' }, { message: 'Required' }],
    ['both empty', { title: '', message: '' }, { title: 'Required', message: 'Required' }],
  ])('refuses %s', (_case, patch, expected) => {
    expect(errorsOf(feedbackSchema, { title: 'Bug', message: 'It broke', ...patch })).toEqual(expected);
  });
});

describe('confirmEmailSchema', () => {
  it.each<[unknown, Errors]>([
    ['hash', {}],
    ['  ', { hash: 'Required' }],
    [undefined, { hash: 'Required' }],
  ])('hash %j gives %j', (hash, expected) => {
    expect(errorsOf(confirmEmailSchema, { hash })).toEqual(expected);
  });
});
