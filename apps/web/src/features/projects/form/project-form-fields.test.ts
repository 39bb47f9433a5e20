import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { INVALID_DATE_VALUE } from '../../../lib/project-dates';
import { autoFilledDates, emptyProjectForm, type ProjectFormFields, toProjectInput } from './project-form-fields';
import { projectFormResolver } from './project-form-resolver';

const NOW = new Date();
const day = (offset: number) => {
  const date = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate() + offset, 12));
  return date.toISOString();
};

function validRfp(overrides: Partial<ProjectFormFields> = {}): ProjectFormFields {
  return {
    ...emptyProjectForm('RFP'),
    name: 'Payroll RFP',
    description: 'A'.repeat(120),
    brokerageContacts: [{ userId: 'u1', phoneNumber: '', email: 'pm@northwind.example' }],
    ...autoFilledDates(day(2)),
    ...overrides,
  };
}

async function validate(values: ProjectFormFields, isNew = true) {
  const result = await projectFormResolver(isNew)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result;
}

const messageAt = (errors: FieldErrors<ProjectFormFields>, path: string): string | undefined => {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
};

describe('project form logic', () => {
  it('auto-fills the later dates from the publish date', () => {
    expect(autoFilledDates('2026-03-02T12:00:00.000Z')).toEqual({
      publishDate: '2026-03-02T12:00:00.000Z',
      submissionDeadline: '2026-03-16T12:00:00.000Z',
      questionsSubmissionDeadline: '2026-03-26T12:00:00.000Z',
      plannedDecisionDate: '2026-04-05T12:00:00.000Z',
    });
    expect(autoFilledDates('')).toBeNull();
    expect(autoFilledDates(INVALID_DATE_VALUE)).toBeNull();
  });

  it('says a half-typed date is not a valid date rather than missing', async () => {
    const { errors } = await validate(
      validRfp({ publishDate: INVALID_DATE_VALUE, questionsClarificationDeadline: INVALID_DATE_VALUE }),
    );
    expect(messageAt(errors, 'publishDate')).toBe('Must be a valid date');
    expect(messageAt(errors, 'questionsClarificationDeadline')).toBe('Must be a valid date');
  });

  it('accepts a complete RFP and builds the input', async () => {
    const result = await validate(validRfp());
    expect(result.errors).toEqual({});
    const input = toProjectInput(result.values as Parameters<typeof toProjectInput>[0]);
    expect(input.type).toBe('RFP');
    expect(input.locationOriginated).toBe('Worldwide');
    expect(input.publishDate).toBe(day(2));
    expect(input.brokerageContacts).toEqual([{ userId: 'u1', phoneNumber: null, email: 'pm@northwind.example' }]);
  });

  it('asks for at least one contact', async () => {
    const { errors } = await validate(validRfp({ brokerageContacts: [] }));
    expect(messageAt(errors, 'brokerageContacts')).toBe('Please add at least one contact');
  });

  it('asks a contact for a phone number or an e-mail, and a valid e-mail', async () => {
    const { errors } = await validate(validRfp({ brokerageContacts: [{ userId: 'u1', phoneNumber: '', email: '' }] }));
    expect(messageAt(errors, 'brokerageContacts.0.phoneNumber')).toBe('Please provide either phone number or email');
    const invalid = await validate(validRfp({ brokerageContacts: [{ userId: 'u1', phoneNumber: '', email: 'nope' }] }));
    expect(messageAt(invalid.errors, 'brokerageContacts.0.email')).toBe('Please enter a valid email address');
  });

  it('refuses a publish date before today on create only', async () => {
    const past = validRfp({ ...autoFilledDates(day(-3)) });
    expect(messageAt((await validate(past)).errors, 'publishDate')).toBe(
      'Date should be later or equal to current date',
    );
    expect(messageAt((await validate(past, false)).errors, 'publishDate')).toBeUndefined();
  });

  it('drops panel contacts without a user', async () => {
    const panel: ProjectFormFields = {
      ...validRfp({ type: 'PANEL', description: '' }),
      brokerageContacts: [
        { userId: '', phoneNumber: '', email: '' },
        { userId: 'u2', phoneNumber: '555', email: '' },
      ],
    };
    const result = await validate(panel);
    expect(result.errors).toEqual({});
  });
});
