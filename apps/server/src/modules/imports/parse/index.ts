export { importQuestionsSample } from './import-sample.js';
export type { ImportedQuestion, ImportedSection, ParsedQuestions, SkippedRow } from './parsed-questions.js';
export { parseQuestionWorkbook } from './question-workbook.js';
