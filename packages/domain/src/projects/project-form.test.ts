import { describe, expect, it } from 'vitest';
import { resultErrors } from '../validation/fields.js';
import { panelProjectSchema, panelProjectSchemaFor, rfpProjectSchema, rfpProjectSchemaFor } from './project-form.js';

const NOW = new Date('2026-03-10T15:00:00Z');
const contact = { userId: 'u1', phoneNumber: '', email: 'pm@example.com' };
const valid = {
  type: 'RFP',
  name: 'Payroll platform',
  description: 'x'.repeat(100),
  brokerageContacts: [contact],
  publishDate: '2026-03-10T12:00:00Z',
  submissionDeadline: '2026-03-24T12:00:00Z',
  questionsSubmissionDeadline: '2026-04-03T12:00:00Z',
  plannedDecisionDate: '2026-04-13T12:00:00Z',
};

describe('RFP/RFI project form', () => {
  it('accepts a complete form with defaults', () => {
    const result = rfpProjectSchemaFor({ isNew: true, now: NOW }).parse(valid);
    expect(result).toMatchObject({ locationOriginated: 'Worldwide', liveCount: null, intro: '', viewerIds: [] });
  });

  it('requires name, description, type, dates and a contact', () => {
    const errors = resultErrors(rfpProjectSchema.safeParse({}));
    expect(errors).toMatchObject({
      name: 'Required',
      description: 'Required',
      type: 'Required',
      publishDate: 'Required',
      submissionDeadline: 'Required',
      questionsSubmissionDeadline: 'Required',
      plannedDecisionDate: 'Required',
      brokerageContacts: 'Please add at least one contact',
    });
    expect(resultErrors(rfpProjectSchema.safeParse({ ...valid, brokerageContacts: [] })).brokerageContacts).toBe(
      'Please add at least one contact',
    );
  });

  it('limits the texts', () => {
    const errors = resultErrors(
      rfpProjectSchema.safeParse({
        ...valid,
        name: 'n'.repeat(101),
        intro: 'i'.repeat(2501),
        description: 'short',
        locationOriginated: 'l'.repeat(101),
      }),
    );
    expect(errors).toEqual({
      name: 'Must be less than or equal to 100 characters',
      intro: 'Must be less than or equal to 2500 characters',
      description: 'Must be greater than or equal to 100 characters',
      locationOriginated: 'Must be less than or equal to 100 characters',
    });
    expect(resultErrors(rfpProjectSchema.safeParse({ ...valid, description: 'd'.repeat(5001) })).description).toBe(
      'Must be less than or equal to 5000 characters',
    );
  });

  it('wants liveCount as an integer from 1 to 100000', () => {
    expect(resultErrors(rfpProjectSchema.safeParse({ ...valid, liveCount: 1.5 })).liveCount).toBe('Must be an Integer');
    expect(resultErrors(rfpProjectSchema.safeParse({ ...valid, liveCount: 0 })).liveCount).toBe(
      'Must be a number greater than or equal to 1',
    );
    expect(resultErrors(rfpProjectSchema.safeParse({ ...valid, liveCount: 100001 })).liveCount).toBe(
      'Must be a number less than or equal to 100000',
    );
  });

  it('checks every contact', () => {
    const errors = resultErrors(
      rfpProjectSchema.safeParse({
        ...valid,
        brokerageContacts: [
          { userId: 'u1' },
          { userId: 'u2', email: 'not-an-email' },
          { phoneNumber: '1' },
          { userId: 'u3', phoneNumber: 'p'.repeat(251) },
        ],
      }),
    );
    expect(errors).toEqual({
      'brokerageContacts.0.phoneNumber': 'Please provide either phone number or email',
      'brokerageContacts.1.email': 'Please enter a valid email address',
      'brokerageContacts.2.userId': 'Required',
      'brokerageContacts.3.phoneNumber': 'Must be less than or equal to 250 characters',
    });
  });

  it('refuses past publish and clarification dates on create only', () => {
    const past = {
      ...valid,
      publishDate: '2026-03-09T12:00:00Z',
      questionsClarificationDeadline: '2026-03-01T12:00:00Z',
    };
    expect(resultErrors(rfpProjectSchemaFor({ isNew: true, now: NOW }).safeParse(past))).toEqual({
      publishDate: 'Date should be later or equal to current date',
      questionsClarificationDeadline: 'Date should be later or equal to current date',
    });
    expect(rfpProjectSchema.safeParse(past).success).toBe(true);
  });

  it('wants the publish date less than today plus 1 year', () => {
    const schema = rfpProjectSchemaFor({ now: NOW });
    const lastDay = { ...valid, publishDate: '2027-03-09T12:00:00Z' };
    expect(resultErrors(schema.safeParse(lastDay)).publishDate).toBeUndefined();
    const yearOn = { ...valid, publishDate: '2027-03-10T12:00:00Z' };
    expect(resultErrors(schema.safeParse(yearOn)).publishDate).toBe(
      'Date should be less than current date plus 1 year',
    );
    expect(resultErrors(panelProjectSchemaFor({ now: NOW }).safeParse({ ...yearOn, type: 'PANEL' })).publishDate).toBe(
      'Date should be less than current date plus 1 year',
    );
  });

  it('wants each date later than the one before', () => {
    const errors = resultErrors(
      rfpProjectSchema.safeParse({
        ...valid,
        submissionDeadline: valid.publishDate,
        questionsSubmissionDeadline: '2026-03-01T12:00:00Z',
        plannedDecisionDate: '2026-03-01T12:00:00Z',
      }),
    );
    expect(errors).toEqual({
      submissionDeadline: 'Date should be later than Publish Date',
      questionsSubmissionDeadline: 'Date should be later than Intent to Respond',
      plannedDecisionDate: 'Date should be later than Submission Deadline',
    });
    expect(resultErrors(rfpProjectSchema.safeParse({ ...valid, publishDate: 'soon' })).publishDate).toBe(
      'Must be a valid date',
    );
  });

  it('checks the custom key/value fields', () => {
    const errors = resultErrors(
      rfpProjectSchema.safeParse({ ...valid, moreInformation: [{ key: '', value: 'v'.repeat(251) }] }),
    );
    expect(errors).toEqual({
      'moreInformation.0.key': 'Required',
      'moreInformation.0.value': 'Must be less than or equal to 250 characters',
    });
  });
});

describe('Panel project form', () => {
  const panel = { ...valid, type: 'PANEL', description: '', frequency: '6 Months' };

  it('needs no description, drops contacts without a user and has no clarification deadline', () => {
    const result = panelProjectSchemaFor({ isNew: true, now: NOW }).parse({
      ...panel,
      brokerageContacts: [{ phoneNumber: '1' }, contact],
      questionsClarificationDeadline: '2026-03-20T12:00:00Z',
    });
    expect(result.brokerageContacts).toEqual([contact]);
    expect(result.questionsClarificationDeadline).toBeNull();
    expect(result.frequency).toBe('6 Months');
  });

  it('still needs a contact with a user, and limits the frequency', () => {
    const errors = resultErrors(
      panelProjectSchema.safeParse({
        ...panel,
        brokerageContacts: [{ email: 'a@b.example' }],
        frequency: 'f'.repeat(51),
      }),
    );
    expect(errors).toEqual({
      brokerageContacts: 'Please add at least one contact',
      frequency: 'Must be less than or equal to 50 characters',
    });
  });

  it('refuses a type other than Panel', () => {
    expect(resultErrors(panelProjectSchema.safeParse({ ...panel, type: 'RFP' })).type).toBe('Required');
  });
});
