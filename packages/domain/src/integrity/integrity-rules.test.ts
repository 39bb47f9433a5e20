import { describe, expect, it } from 'vitest';
import { INTEGRITY_MESSAGES, integrityChangeError, integritySettingsSchema } from './integrity-rules.js';

describe('integrityChangeError', () => {
  it('lets Draft and In Review turn on what the company allows and turn anything off', () => {
    expect(integrityChangeError('DRAFT', { consensus: true }, {}, { consensus: true })).toBeNull();
    expect(integrityChangeError('IN_REVIEW', {}, { blindScoring: true }, { blindScoring: false })).toBeNull();
  });

  it('refuses a feature the company does not allow, and any change once published', () => {
    expect(integrityChangeError('DRAFT', { consensus: true }, {}, { blindScoring: true })).toBe(
      INTEGRITY_MESSAGES.notAllowed('blindScoring'),
    );
    expect(integrityChangeError('PUBLISHED', { consensus: true }, {}, { consensus: true })).toBe(
      INTEGRITY_MESSAGES.locked,
    );
  });

  it('accepts sending the flags as they are in any status', () => {
    expect(
      integrityChangeError('SCORING', {}, { sealedAnswers: true }, { sealedAnswers: true, consensus: false }),
    ).toBe(null);
  });
});

describe('integritySettingsSchema', () => {
  it('keeps the features as booleans, drops other keys and refuses a non-boolean', () => {
    expect(integritySettingsSchema.parse({ consensus: true, __typename: 'IntegritySettings' })).toEqual({
      consensus: true,
    });
    expect(integritySettingsSchema.safeParse({ consensus: 'yes' }).success).toBe(false);
  });
});
