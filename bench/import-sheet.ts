import { QUESTION_TYPE_LABELS as LABEL } from '@shortlist/domain';
import ExcelJS from 'exceljs';

/** Issue 35 item 6: the questions sheet the import bench uploads, laid out as the sample file (import_questions.xlsx). */
export const IMPORT_SECTIONS = 20;
export const IMPORT_PER_SECTION = 100;
export const IMPORT_QUESTIONS = IMPORT_SECTIONS * IMPORT_PER_SECTION;

export const importSectionName = (section: number) => `Bench section ${section}`;

const TOPICS = [
  'Describe how your product supports this requirement',
  'Explain your approach and the people involved',
  'Tell us how your clients use this today',
  'Say what it costs and how it is billed',
  'Explain how you report on it to the client',
];

/** A question's label; the number is not first, where the parser would read it as the question's own number. */
export const importQuestionLabel = (section: number, question: number) =>
  `Bench question ${section}.${question}: ${TOPICS[question % TOPICS.length]}.`;

/** The sample's Type names: the editor's labels, and a choice list said single or multiple. */
const SINGLE = 'Single choice';
const MULTIPLE = 'Multiple choice';
/** A questionnaire's usual mix, repeated every 20 questions: a quarter of them choices, with options. */
const TYPE_MIX = [
  LABEL.TEXT,
  LABEL.BOOLEAN,
  SINGLE,
  LABEL.STRING,
  LABEL.TEXT,
  LABEL.BOOLEAN,
  MULTIPLE,
  LABEL.NUMBER,
  LABEL.TEXT,
  SINGLE,
  LABEL.BOOLEAN,
  LABEL.STRING,
  LABEL.FILE,
  LABEL.TEXT,
  SINGLE,
  LABEL.BOOLEAN,
  LABEL.EMAIL,
  MULTIPLE,
  LABEL.URL,
  LABEL.STRING,
];

const OPTIONS = ['Fully supported', 'Partly supported', 'Planned', 'Through a partner', 'Not supported', 'Other'];

function row(section: number, question: number) {
  const type = TYPE_MIX[question % TYPE_MIX.length] ?? LABEL.TEXT;
  const choice = type === SINGLE || type === MULTIPLE;
  const options = choice ? OPTIONS.slice(0, 3 + (question % 4)).join('\n') : '';
  // Most rows weigh 1–5; every seventh leaves the weight blank, as people do.
  const weight = question % 7 === 0 ? null : 1 + (question % 5);
  return [importSectionName(section), importQuestionLabel(section, question), type, options, weight];
}

/** The sheet's bytes: a header row (Section, Question, Type, Options, Weight), then a row per question. */
export async function importSheetBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(['Section', 'Question', 'Type', 'Options', 'Weight']);
  for (let section = 1; section <= IMPORT_SECTIONS; section += 1) {
    for (let question = 1; question <= IMPORT_PER_SECTION; question += 1) sheet.addRow(row(section, question));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
