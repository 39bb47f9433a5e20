import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/fields.js';
import { newRecipientSchema, STATUS_EMAIL_MESSAGES, statusEmailSchema } from './status-email.js';

const emailsError = (emails: unknown) => {
  const result = statusEmailSchema.safeParse({ emails });
  return result.success ? null : fieldErrors(result.error);
};

const addError = (email: string, added: string[] = []) => {
  const result = newRecipientSchema(added).safeParse(email);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('status e-mail recipients (spec 2 §5 Select Recipients)', () => {
  it('keeps the spec wording of §5 and §8', () => {
    expect(STATUS_EMAIL_MESSAGES).toEqual({
      atLeastOne: 'At least one recipient must be added',
      validEmail: 'Please enter a valid email address',
      duplicate: 'This email is already added',
      tooMany: 'No more than 50 recipients can be added',
      tooOften: 'You have sent too many status emails. Please try again in an hour.',
      sent: 'The project status email has been sent successfully',
      sendFailed: 'Unable to send the Email',
      noSupplier: 'At least one Supplier Product must be added',
    });
  });

  it('accepts up to 50 distinct addresses, trimmed and in lower case', () => {
    expect(statusEmailSchema.parse({ emails: [' Ann@Example.com ', 'bob@example.com'] })).toEqual({
      emails: ['ann@example.com', 'bob@example.com'],
    });
    const fifty = Array.from({ length: 50 }, (_, index) => `user${index}@example.com`);
    expect(statusEmailSchema.parse({ emails: fifty }).emails).toHaveLength(50);
  });

  it('needs at least one recipient', () => {
    expect(emailsError([])).toEqual({ emails: 'At least one recipient must be added' });
    expect(emailsError(undefined)).toEqual({ emails: 'At least one recipient must be added' });
  });

  it('refuses more than 50 recipients', () => {
    const many = Array.from({ length: 51 }, (_, index) => `user${index}@example.com`);
    expect(emailsError(many)).toEqual({ emails: 'No more than 50 recipients can be added' });
  });

  it('needs every address filled in and valid', () => {
    expect(emailsError(['ann@example.com', 'not-an-email'])).toEqual({
      emails: 'Please enter a valid email address',
    });
    expect(emailsError(['  '])).toEqual({ emails: 'Required' });
  });

  it('refuses the same address twice, whatever its case', () => {
    expect(emailsError(['ann@example.com', 'ANN@example.COM'])).toEqual({ emails: 'This email is already added' });
  });
});

describe('the address typed into Select Recipients', () => {
  it('is required, valid and not yet added', () => {
    expect(addError('')).toBe('Required');
    expect(addError('ann@')).toBe('Please enter a valid email address');
    expect(addError('Ann@Example.com', ['ann@example.com'])).toBe('This email is already added');
    expect(addError('ann@example.com', ['bob@example.com'])).toBeNull();
  });

  it('comes out normalised', () => {
    expect(newRecipientSchema([]).parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
