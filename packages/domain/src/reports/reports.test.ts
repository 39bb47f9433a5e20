import { describe, expect, it } from 'vitest';
import { offeredReportFlags, pdfReportTooLarge, reportFlagsOffered } from './report-requests.js';

const all = {
  skipDescription: true,
  includeAnswerScore: true,
  includeQuestionWeight: true,
  includeNotes: true,
  includeClientTables: true,
};

describe('report dialog flags (spec 2 §7)', () => {
  it('offers PDF the answer score, weight only with NUMBERS scoring, client tables only when there are some', () => {
    expect(offeredReportFlags('PDF', { scoringType: 'NUMBERS', hasClientTables: true })).toEqual({
      ...all,
      includeNotes: false,
    });
    expect(offeredReportFlags('PDF', { scoringType: 'COLORS', hasClientTables: false })).toEqual({
      ...all,
      includeNotes: false,
      includeQuestionWeight: false,
      includeClientTables: false,
    });
  });

  it('offers XLSX and XLSX_2 notes, answer score, weight and client tables', () => {
    for (const format of ['XLSX', 'XLSX_2'] as const) {
      expect(offeredReportFlags(format, { scoringType: 'COLORS', hasClientTables: true })).toEqual(all);
    }
  });

  it('keeps only the flags the format offers', () => {
    expect(reportFlagsOffered('PDF', { scoringType: 'COLORS', hasClientTables: false }, all)).toEqual({
      skipDescription: true,
      includeAnswerScore: true,
      includeQuestionWeight: false,
      includeNotes: false,
      includeClientTables: false,
    });
  });
});

describe('the size of a PDF report', () => {
  it('allows up to 5,000 answers, products × questions', () => {
    expect(pdfReportTooLarge(5, 1_000)).toBe(false);
    expect(pdfReportTooLarge(10, 500)).toBe(false);
    expect(pdfReportTooLarge(5, 1_001)).toBe(true);
    expect(pdfReportTooLarge(30, 1_000)).toBe(true);
  });
});
