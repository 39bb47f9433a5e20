import { describe, expect, it } from 'vitest';
import { submissionReceipt } from './submission-receipt.js';

describe('submission receipt', () => {
  it('names the moment in New York time, with its zone, and who submitted', () => {
    expect(submissionReceipt('2026-11-28T02:30:00.000Z', 'Sam Supplier')).toBe(
      'Submitted on Nov 27, 2026, 9:30 PM EST by Sam Supplier',
    );
    expect(submissionReceipt(new Date('2026-07-01T16:05:00.000Z'), null)).toBe(
      'Submitted on Jul 1, 2026, 12:05 PM EDT',
    );
  });
});
