import { describe, expect, it } from 'vitest';
import { parseReceiptQuery, receiptCode, receiptVerdictText } from './receipt-verdict.js';

const id = '1a2b3c4d-0000-4000-8000-000000000001';
const digest = 'ab'.repeat(32);

describe('receipt verdicts', () => {
  it('reads the full id or the R- code, in any case, and refuses what cannot be a receipt', () => {
    expect(receiptCode(id)).toBe('R-1a2b3c4d');
    expect(parseReceiptQuery(` ${id.toUpperCase()} `, digest.toUpperCase())).toEqual({
      id,
      prefix: '1a2b3c4d',
      digest,
    });
    expect(parseReceiptQuery('r-1A2B3C4D', digest)).toEqual({ id: null, prefix: '1a2b3c4d', digest });
    expect(parseReceiptQuery('R-1a2b', digest)).toBeNull();
    expect(parseReceiptQuery(id, 'abc')).toBeNull();
  });

  it('words each answer with the time in New York', () => {
    const at = '2026-11-28T02:30:00.000Z';
    expect(receiptVerdictText({ kind: 'MATCHES', submittedAt: at })).toBe(
      'This receipt matches the answers stored for it: submitted Nov 27, 2026, 9:30 PM EST.',
    );
    expect(receiptVerdictText({ kind: 'CHANGED', resubmittedAt: at })).toBe(
      'This receipt is genuine, but the answers have changed since it was issued (resubmitted Nov 27, 2026, 9:30 PM EST).',
    );
    expect(receiptVerdictText({ kind: 'NONE' })).toBe('No receipt matches this id and digest.');
  });
});
