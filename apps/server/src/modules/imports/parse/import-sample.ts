import type { DataValidation, Worksheet } from 'exceljs';
import { addSheetWithHeader, newWorkbook, workbookBytes } from '../../../platform/xlsx/index.js';
import { QUESTION_COLUMNS } from './question-columns.js';
import { SAMPLE_TYPE_NAMES as T } from './question-type-names.js';
import { COLUMN_NOTES, INSTRUCTION_BLOCKS } from './sample-instructions.js';

type SampleRow = [
  section: string,
  question: string,
  type: string,
  options: string,
  weight: number | null,
  helperText: string,
  min: number | null,
  max: number | null,
  maxLength: number | null,
];

const C = QUESTION_COLUMNS;
const COLUMNS = [
  { header: C.section[0], width: 18 },
  { header: C.question[0], width: 56 },
  { header: C.type[0], width: 16 },
  { header: C.options[0], width: 28 },
  { header: C.weight[0], width: 9 },
  { header: C.helperText[0], width: 44 },
  { header: C.min[0], width: 9 },
  { header: C.max[0], width: 11 },
  { header: C.maxLength[0], width: 12 },
];

/** Example rows, a question of every type. */
const SAMPLE_ROWS: readonly SampleRow[] = [
  ['Company', "What is your company's registered name?", T.STRING, '', 1, 'As registered', null, null, 200],
  ['Company', 'Describe your company and its history.', T.TEXT, '', 2, '', null, null, 2000],
  ['Company', 'How many employees does your company have?', T.NUMBER, '', 3, 'Full-time', 1, 1000000, null],
  ['Company', 'Who should we contact about this questionnaire?', T.EMAIL, '', null, 'One address', null, null, null],
  ['Company', 'Where can we read more about your company?', T.URL, '', null, '', null, null, null],
  ['Product', 'Do you offer a free trial?', T.BOOLEAN, '', 2, '', null, null, null],
  ['Product', 'Show us a demonstration of your product.', T.VIDEO, '', null, 'A recorded demo', null, null, null],
  ['Product', 'Which deployment do you offer?', T.SINGLE_CHOICE, 'Cloud\nOn premises\nHybrid', 4, '', null, null, null],
  [
    'Security',
    'Which certifications do you hold?',
    T.MULTIPLE_CHOICE,
    'ISO 27001; SOC 2; PCI DSS',
    5,
    '',
    null,
    null,
    null,
  ],
  ['Security', 'Please attach your security policy.', T.FILE, '', 3, 'PDF preferred', null, null, null],
];

/** Rows of the Questions sheet that offer drop-downs: far more than a questionnaire has. */
const VALIDATED_ROWS = 1000;

/**
 * exceljs writes a validation over a range as one rule (its typings know only a cell's), so the rows below the
 * examples stay empty cells that are not written at all.
 */
type RangeValidations = { dataValidations: { add(range: string, validation: DataValidation): void } };

function addDropDowns(sheet: Worksheet): void {
  const { dataValidations } = sheet as Worksheet & RangeValidations;
  const types = `"${Object.values(T).join(',')}"`;
  dataValidations.add(`C2:C${VALIDATED_ROWS}`, { type: 'list', allowBlank: true, formulae: [types] });
  dataValidations.add(`E2:E${VALIDATED_ROWS}`, {
    type: 'whole',
    operator: 'between',
    allowBlank: true,
    formulae: [1, 5],
    showErrorMessage: true,
    error: COLUMN_NOTES.Weight,
  });
}

function addInstructions(sheet: Worksheet): void {
  sheet.columns = [{ width: 22 }, { width: 110 }];
  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  for (const [title, ...rows] of INSTRUCTION_BLOCKS) {
    if (sheet.rowCount > 0) sheet.addRow([]);
    sheet.addRow([...(title ?? [])]).font = { bold: true };
    for (const row of rows) sheet.addRow([...row]);
  }
}

/**
 * Issue 35 /assets/templates/import_questions.xlsx: a Questions sheet (a frozen bold header, each column explained in
 * a note, Type chosen from a list, example rows of every type) and an Instructions sheet, which the import skips.
 */
export async function importQuestionsSample(): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = addSheetWithHeader(workbook, 'Questions', COLUMNS);
  COLUMNS.forEach(({ header }, index) => {
    sheet.getCell(1, index + 1).note = COLUMN_NOTES[header] ?? '';
  });
  for (const row of SAMPLE_ROWS) sheet.addRow([...row]);
  for (const column of [2, 4, 6]) sheet.getColumn(column).alignment = { wrapText: true, vertical: 'top' };
  addDropDowns(sheet);
  addInstructions(workbook.addWorksheet('Instructions'));
  return workbookBytes(workbook);
}
