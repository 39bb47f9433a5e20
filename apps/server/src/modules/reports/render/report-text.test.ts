import { describe, expect, it } from 'vitest';
import { breakable } from './pdf-layout.js';
import { ratingText, reportFileName } from './report-text.js';
import { sheetNamer } from './xlsx-sheets.js';

describe('report names', () => {
  it("names the file '<project name> - report.<ext>' without what a file name cannot hold", () => {
    expect(reportFileName('Benefits Platform RFP 2026', 'xlsx')).toBe('Benefits Platform RFP 2026 - report.xlsx');
    expect(reportFileName('Payroll: EU/UK <2026>?', 'pdf')).toBe('Payroll EU UK 2026 - report.pdf');
    expect(reportFileName('../..', 'pdf')).toBe('Project - report.pdf');
  });

  it('names sheets as Excel allows: 31 characters at most, no []:*?/\\, each name once', () => {
    const name = sheetNamer();
    expect(name('Summary')).toBe('Summary');
    expect(name('summary')).toBe('summary (2)');
    expect(name('Vendor [EU] — A/B: product?')).toBe('Vendor EU — A B product');
    const long = 'A vendor with a very long name — its product';
    expect(name(long)).toBe(long.slice(0, 31));
    expect(name(long)).toBe(`${long.slice(0, 27)} (2)`);
  });
});

describe('report text', () => {
  it('says a rating in the scoring type', () => {
    expect([-1, 0, 3, null].map((rating) => ratingText('NUMBERS', rating))).toEqual(['No Rate', 'Failed', '3', '']);
    expect([5, 3, 1, 0, -1].map((rating) => ratingText('COLORS', rating))).toEqual([
      'Green',
      'Blue',
      'Red',
      'Neutral',
      'No Rate',
    ]);
  });

  it('lets long words break every 12 characters in a PDF, and leaves the rest as it is', () => {
    expect(breakable('A short answer')).toBe('A short answer');
    expect(breakable('see https://example.com/abcdefghij')).toBe('see https://exam\u200bple.com/abcd\u200befghij');
  });
});
