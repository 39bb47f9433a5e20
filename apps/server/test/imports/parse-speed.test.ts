import { describe, expect, it } from 'vitest';
import { parseQuestionWorkbook } from '../../src/modules/imports/index.js';
import { readWorkbook, workbookBytes } from '../../src/platform/xlsx/index.js';
import { sheetOf } from './parse-support.js';

const QUESTIONS = 2000;

/** A row of each kind in turn, in 20 sections of 100 questions. */
function row(index: number): unknown[] {
  const section = `Section ${Math.floor(index / 100) + 1}`;
  const label = `${index + 1}. How does your product handle requirement number ${index + 1}, in detail?`;
  switch (index % 4) {
    case 0:
      return [section, label, 'Long text', '', 3, 'Be specific'];
    case 1:
      return [section, label, 'Single choice', 'Fully\nPartly\nNot at all', 2, ''];
    case 2:
      return [section, label, 'Number', '', '', 'In days'];
    default:
      return [section, label, 'Yes / No', '', 5, ''];
  }
}

describe('a 2,000-question sheet', () => {
  it('is opened and parsed well within the 5 s the issue allows (the time is printed, not asserted)', async () => {
    const header = ['Section', 'Question', 'Type', 'Options', 'Weight', 'Helper text'];
    const workbook = await sheetOf('Questions', [header, ...Array.from({ length: QUESTIONS }, (_, i) => row(i))]);
    const bytes = await workbookBytes(workbook);
    const started = performance.now();
    const opened = await readWorkbook(bytes);
    const read = performance.now();
    const parsed = await parseQuestionWorkbook(opened);
    const done = performance.now();
    console.log(
      `2,000 questions (${Math.round(bytes.length / 1024)} KB): opened in ${Math.round(read - started)} ms, ` +
        `parsed in ${Math.round(done - read)} ms`,
    );
    expect(parsed.skipped).toEqual([]);
    expect(parsed.sections).toHaveLength(20);
    expect(parsed.sections.reduce((sum, section) => sum + section.questions.length, 0)).toBe(QUESTIONS);
  });
});
