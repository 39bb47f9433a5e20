import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalReceiptText,
  MissingFileDigestError,
  type ReceiptAnswer,
  receiptDigest,
  receiptFileIds,
} from './receipt-digest.js';

const rows: ReceiptAnswer[] = [
  { questionId: 'b', value: 'Forty', secondaryValue: null, notApplicable: false, notApplicableDescription: null },
  {
    questionId: 'a',
    value: ['x', 'y'],
    secondaryValue: { y: 'Forest', other: 'Teal' },
    notApplicable: false,
    notApplicableDescription: null,
  },
  { questionId: 'c', value: null, secondaryValue: null, notApplicable: true, notApplicableDescription: 'We do not' },
  {
    questionId: 'd',
    value: [{ id: 'file-1', filename: 'plan.pdf' }],
    secondaryValue: null,
    notApplicable: false,
    notApplicableDescription: null,
  },
];
const digests = new Map([['file-1', 'aa'.repeat(32)]]);
const digestOf = (changed: ReceiptAnswer[], files = digests) => receiptDigest(changed, files);
const change = (questionId: string, fields: Partial<ReceiptAnswer>) =>
  rows.map((row) => (row.questionId === questionId ? { ...row, ...fields } : row));

describe('receipt digest', () => {
  it('is the SHA-256 hex of the canonical text, stable under the order rows and keys are read in', async () => {
    const digest = await digestOf(rows);
    expect(digest).toBe(createHash('sha256').update(canonicalReceiptText(rows, digests)).digest('hex'));
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const reordered = [...rows]
      .reverse()
      .map((row) => (row.questionId === 'a' ? { ...row, secondaryValue: { other: 'Teal', y: 'Forest' } } : row));
    expect(await digestOf(reordered)).toBe(digest);
  });

  it('writes files as their names and content digests, not their ids', () => {
    const text = canonicalReceiptText(rows, digests);
    expect(text).toContain(`{"filename":"plan.pdf","sha256":"${'aa'.repeat(32)}"}`);
    expect(text).not.toContain('file-1');
    expect(receiptFileIds(rows)).toEqual(['file-1']);
    expect(() => canonicalReceiptText(rows, new Map())).toThrow(MissingFileDigestError);
  });

  it('changes when an answer, a comment, an N/A text, a file name or a file content changes', async () => {
    const digest = await digestOf(rows);
    const variants = [
      change('b', { value: 'Forty-one' }),
      change('a', { value: ['y', 'x'] }),
      change('a', { secondaryValue: { y: 'Moss', other: 'Teal' } }),
      change('c', { notApplicableDescription: 'We do not, yet' }),
      change('c', { notApplicable: false }),
      change('d', { value: [{ id: 'file-1', filename: 'plan-v2.pdf' }] }),
      rows.filter((row) => row.questionId !== 'b'),
    ];
    for (const variant of variants) expect(await digestOf(variant)).not.toBe(digest);
    expect(await digestOf(rows, new Map([['file-1', 'bb'.repeat(32)]]))).not.toBe(digest);
    const sameContentOtherId = change('d', { value: [{ id: 'file-2', filename: 'plan.pdf' }] });
    expect(await digestOf(sameContentOtherId, new Map([['file-2', 'aa'.repeat(32)]]))).toBe(digest);
  });
});
