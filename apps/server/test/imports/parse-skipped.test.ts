import { IMPORT_MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { parseQuestionWorkbook } from '../../src/modules/imports/index.js';
import { newWorkbook } from '../../src/platform/xlsx/index.js';
import { labelsBySection, NO_QUESTION_COLUMN, parsedFile, sheetOf } from './parse-support.js';

const unsupported = IMPORT_MESSAGES.unsupported;

describe('rows the parser cannot read', () => {
  it('are skipped, each with its sheet, row number and reason; nothing is cut', async () => {
    const longSection = 'S'.repeat(101);
    const workbook = await sheetOf('Questions', [
      ['Section', 'Question', 'Type', 'Options', 'Weight (1-5)', 'Max', 'Max length'],
      ['Good', 'Is this row fine?', 'Yes / No'],
      ['Good', 'When were you founded?', 'Date'],
      ['Good', 'Pick one', 'Single choice', ''],
      ['Good', 'Q'.repeat(1001), 'Long text'],
      ['Good', 'How important is this?', 'Number', '', 7],
      ['Good', 'How urgent?', 'Number', '', 'High'],
      ['Good', 'Do you agree?', 'Yes / No', '', '', 10],
      ['Good', 'Your tier?', 'Single choice', `Gold;${'x'.repeat(101)}`],
      ['Good', 'Rate us', 'Rating'],
      ['Good', 'Your name?', 'Short text', '', '', '', 'many'],
      ['Good', '', 'Short text'],
      ['Good', 'Do you agree with yes or no?', 'Yes / No', 'Yes; No'],
      [longSection, 'In a section whose name is too long?', 'Long text'],
    ]);
    const parsed = await parsedFile(workbook);
    expect(labelsBySection(parsed)).toEqual([['Good', ['Is this row fine?', 'Do you agree with yes or no?']]]);
    expect(parsed.skipped).toEqual([
      { sheet: 'Questions', row: 3, reason: unsupported },
      { sheet: 'Questions', row: 4, reason: 'Options: At least one option is required' },
      { sheet: 'Questions', row: 5, reason: 'Question: Must be less than or equal to 1000 characters' },
      { sheet: 'Questions', row: 6, reason: 'Weight (1-5): Must be a number less than or equal to 5' },
      { sheet: 'Questions', row: 7, reason: 'Weight (1-5): Must be a number' },
      { sheet: 'Questions', row: 8, reason: unsupported },
      { sheet: 'Questions', row: 9, reason: 'Options: Must be less than or equal to 100 characters' },
      { sheet: 'Questions', row: 10, reason: unsupported },
      { sheet: 'Questions', row: 11, reason: 'Max length: Must be a number' },
      { sheet: 'Questions', row: 12, reason: 'Question: Required' },
      { sheet: 'Questions', row: 14, reason: 'Section: Must be less than or equal to 100 characters' },
    ]);
  });

  it('names the column in the reasons of a plain list without a header', async () => {
    const parsed = await parsedFile(await sheetOf('List', [['Is this fine?'], ['L'.repeat(1001)]]));
    expect(labelsBySection(parsed)).toEqual([['List', ['Is this fine?']]]);
    expect(parsed.skipped).toEqual([
      { sheet: 'List', row: 2, reason: 'Question: Must be less than or equal to 1000 characters' },
    ]);
  });

  it('takes the header naming the most columns, and the questions from the best-named: Question over Description', async () => {
    const workbook = await sheetOf('Mixed', [
      ['Questions'],
      [],
      ['Description', 'Question', 'Type'],
      ['About security', 'Do you encrypt backups?', 'Yes / No'],
    ]);
    expect(labelsBySection(await parsedFile(workbook))).toEqual([['Mixed', ['Do you encrypt backups?']]]);
  });

  it('gives no sections for a file with nothing usable, and says why', async () => {
    const workbook = await newWorkbook();
    const contacts = workbook.addWorksheet('Contacts');
    contacts.addRow(['Name', 'Email']);
    contacts.addRow(['Ada', 'ada@example.com']);
    const bad = workbook.addWorksheet('Bad');
    bad.addRow(['Question', 'Type']);
    bad.addRow(['When?', 'Date']);
    workbook.addWorksheet('Empty');
    const parsed = await parsedFile(workbook);
    expect(parsed).toEqual({
      sections: [],
      skipped: [
        { sheet: 'Contacts', row: 1, reason: NO_QUESTION_COLUMN },
        { sheet: 'Bad', row: 2, reason: unsupported },
      ],
    });
  });

  it('tells its progress as it reads, ending at every row read', async () => {
    const workbook = await sheetOf('Long', [
      ['Question'],
      ...Array.from({ length: 450 }, (_, index) => [`Question ${index + 1}?`]),
    ]);
    const calls: [number, number][] = [];
    await parseQuestionWorkbook(workbook, (read, total) => {
      calls.push([read, total]);
    });
    expect(calls).toEqual([
      [200, 451],
      [400, 451],
      [451, 451],
    ]);
  });
});
