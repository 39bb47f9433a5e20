import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import {
  domainField,
  emailField,
  fieldErrors,
  optionalText,
  passwordField,
  phoneField,
  recaptchaField,
  requiredText,
  urlField,
} from './fields.js';

/** The message a form shows for a single-value schema: the first issue, or undefined when valid. */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('passwordField', () => {
  it.each<[string, string]>([
    ['exactly 8 characters', 'Abcde1!x'],
    ['exactly 32 characters', `Aa1!${'x'.repeat(28)}`],
    ['a typical password', 'Correct-Horse-9'],
    ['a space as the special character', 'Abcdef 1'],
  ])('accepts %s', (_case, password) => {
    expect(passwordField.safeParse(password)).toEqual({ success: true, data: password });
  });

  it.each<[string, string]>([
    ['7 characters', 'Abcd1!x'],
    ['33 characters', `Aa1!${'x'.repeat(29)}`],
    ['no uppercase letter', 'abcdef1!'],
    ['no lowercase letter', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
  ])('refuses %s with the password message', (_case, password) => {
    expect(messageOf(passwordField, password)).toBe(MESSAGES.password);
  });

  it('spells out the spec wording', () => {
    expect(MESSAGES.password).toBe(
      'Minimum 8 and maximum 32 characters, at least one uppercase letter, one lowercase letter, one number and one special character',
    );
  });

  it.each(['', undefined])('reports Required first for %j', (input) => {
    expect(messageOf(passwordField, input)).toBe('Required');
  });

  it('does not trim: surrounding spaces count towards the length', () => {
    expect(messageOf(passwordField, `  Aa1!${'x'.repeat(28)}`)).toBe(MESSAGES.password);
  });
});

describe('emailField', () => {
  it.each<[string, string]>([
    ['john@acme.com', 'john@acme.com'],
    ['  John.Smith@Acme.COM  ', 'john.smith@acme.com'],
    ['A+tag@sub.example.org', 'a+tag@sub.example.org'],
  ])('accepts %j as %j (trimmed and lower-cased)', (input, expected) => {
    expect(emailField.safeParse(input)).toEqual({ success: true, data: expected });
  });

  it.each(['john', 'john@acme', '@acme.com', 'john@', 'john smith@acme.com', 'john@@acme.com'])(
    'refuses %j with "Must be a valid email"',
    (input) => {
      expect(messageOf(emailField, input)).toBe('Must be a valid email');
    },
  );

  it.each(['', '   ', undefined])('reports Required for %j', (input) => {
    expect(messageOf(emailField, input)).toBe('Required');
  });
});

describe('urlField', () => {
  it.each([
    '',
    'http://acme.com',
    'https://acme.com',
    'http://www.acme.com',
    'https://www.acme.com',
    'https://www.acme.co.uk/about?tab=1#team',
    'https://acme.com:8443/path',
  ])('accepts %j', (input) => {
    expect(messageOf(urlField, input)).toBeUndefined();
  });

  it('trims the address', () => {
    expect(urlField.parse('  https://acme.com  ')).toBe('https://acme.com');
    expect(urlField.parse('   ')).toBe('');
  });

  it.each([
    'hopper',
    'ftp://x.com',
    'https://',
    'acme.com',
    'www.acme.com',
    'https://acme',
    'https://ac me.com',
    'http//acme.com',
  ])('refuses %j with "Must be a valid URL"', (input) => {
    expect(messageOf(urlField, input)).toBe('Must be a valid URL');
  });
});

describe('domainField', () => {
  it.each(['', 'acme.com', 'sub.acme.co.uk', 'my-company.io', 'acme2.com'])('accepts %j', (input) => {
    expect(messageOf(domainField, input)).toBeUndefined();
  });

  it.each([
    'Acme.com',
    'ACME.COM',
    'acme',
    'acme..com',
    '.acme.com',
    'acme.com.',
    '-acme.com',
    'acme-.com',
    'ac me.com',
    'https://acme.com',
    'acme.c0m',
  ])('refuses %j with "Invalid domain name"', (input) => {
    expect(messageOf(domainField, input)).toBe('Invalid domain name');
  });
});

describe('phoneField', () => {
  it.each<[string, unknown, string]>([
    ['20 characters', '+1 (555) 123-4567 89', '+1 (555) 123-4567 89'],
    ['nothing', undefined, ''],
    ['an empty string', '', ''],
    ['a padded number', '  +44 20 7946 0958  ', '+44 20 7946 0958'],
  ])('accepts %s', (_case, input, expected) => {
    expect(phoneField.safeParse(input)).toEqual({ success: true, data: expected });
  });

  it('refuses 21 characters', () => {
    expect(messageOf(phoneField, '1'.repeat(21))).toBe('Must be less than or equal to 20 characters');
  });

  it.each(['abc', '555-CALL-NOW', '+', '()-', '555.123.4567', '555 1234 ext 2', '+1\t555'])(
    'refuses %j with the phone message',
    (input) => {
      expect(messageOf(phoneField, input)).toBe('Please enter a valid phone number');
    },
  );
});

describe('requiredText', () => {
  it('trims the value', () => {
    expect(requiredText().parse('  Hello  ')).toBe('Hello');
  });

  it.each(['', '   ', '\n\t', undefined, null])('reports Required for %j', (input) => {
    expect(messageOf(requiredText(10, 2), input)).toBe('Required');
  });

  it.each<[string, number | undefined, number | undefined, string, string | undefined]>([
    ['below the minimum', 10, 2, 'a', 'Must be greater than or equal to 2 characters'],
    ['at the minimum', 10, 2, 'ab', undefined],
    ['at the maximum', 5, undefined, 'abcde', undefined],
    ['above the maximum', 5, undefined, 'abcdef', 'Must be less than or equal to 5 characters'],
    ['within the maximum once trimmed', 5, undefined, '  abcde  ', undefined],
    ['below the minimum once trimmed', undefined, 3, '  ab  ', 'Must be greater than or equal to 3 characters'],
    ['long without a maximum', undefined, undefined, 'x'.repeat(5000), undefined],
  ])('%s (max %s, min %s)', (_case, max, min, input, expected) => {
    expect(messageOf(requiredText(max, min), input)).toBe(expected);
  });
});

describe('optionalText', () => {
  it.each<[unknown, string]>([
    [undefined, ''],
    ['  note  ', 'note'],
  ])('turns %j into %j', (input, expected) => {
    expect(optionalText(10).parse(input)).toBe(expected);
  });

  it('refuses text above the maximum', () => {
    expect(messageOf(optionalText(3), 'abcd')).toBe('Must be less than or equal to 3 characters');
  });
});

describe('recaptchaField', () => {
  it.each(['', undefined, null])('asks for the verification for %j', (input) => {
    expect(messageOf(recaptchaField, input)).toBe('Please complete the reCAPTCHA verification');
  });

  it('accepts a token', () => {
    expect(recaptchaField.parse('token-123')).toBe('token-123');
  });
});

describe('fieldErrors', () => {
  const schema = z
    .object({
      name: z.string().min(1, 'first name message').min(3, 'second name message'),
      address: z.object({ city: z.string().min(1, 'city message') }),
      tags: z.array(z.string().min(1, 'tag message')),
    })
    .refine(() => false, { message: 'form message' });

  it('keeps the first message per field path, joins nested paths with dots and puts path-less issues under _form', () => {
    const result = schema.safeParse({ name: '', address: { city: '' }, tags: ['ok', ''] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      name: 'first name message',
      'address.city': 'city message',
      'tags.1': 'tag message',
      _form: 'form message',
    });
  });

  it('maps an issue without a path to _form', () => {
    const result = schema.safeParse({ name: 'Ada', address: { city: 'Paris' }, tags: [] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ _form: 'form message' });
  });

  it('reports Required rather than the pattern message for an empty password', () => {
    const result = z.object({ password: passwordField }).safeParse({ password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ password: 'Required' });
  });

  it('returns an empty map for an error without issues', () => {
    expect(fieldErrors(new z.ZodError([]))).toEqual({});
  });
});
