import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/fields.js';
import { DEFAULT_RETENTION, RETENTION_TEXTS, retentionPeriodsSchema } from './retention.js';

const errorsOf = (input: unknown) => {
  const result = retentionPeriodsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('retentionPeriodsSchema', () => {
  it('accepts the defaults and form text of whole months', () => {
    expect(errorsOf(DEFAULT_RETENTION)).toEqual({});
    expect(retentionPeriodsSchema.parse({ ...DEFAULT_RETENTION, projectMonths: ' 0 ' }).projectMonths).toBe(0);
  });

  it('refuses fractions, blanks and values under each minimum with their texts', () => {
    expect(errorsOf({ projectMonths: '1.5', accountMonths: '', analyticsMonths: 0, auditMonths: 35 })).toEqual({
      projectMonths: RETENTION_TEXTS.wholeMonths,
      accountMonths: RETENTION_TEXTS.wholeMonths,
      analyticsMonths: RETENTION_TEXTS.analyticsMin,
      auditMonths: RETENTION_TEXTS.auditMin,
    });
    expect(errorsOf({ ...DEFAULT_RETENTION, accountMonths: 11 })).toEqual({
      accountMonths: RETENTION_TEXTS.accountMin,
    });
  });
});
