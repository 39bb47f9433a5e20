import { QUESTION_TYPE_LABELS, type QuestionDefinition } from '@shortlist/domain';
import type { Workbook, Worksheet } from 'exceljs';
import type { AppContext } from '../../../app-context.js';
import type { Viewer } from '../../../core/viewer/index.js';
import {
  addSheetWithHeader,
  newWorkbook,
  type SpreadsheetFile,
  spreadsheetFileName,
  workbookBytes,
} from '../../../platform/xlsx/index.js';
import type { QuestionnaireView } from '../questionnaire.js';
import { answerCells } from './answer-cells.js';
import { rulesInWords } from './answer-rules-in-words.js';
import { ANSWER_COLUMN_NUMBERS, ANSWER_COLUMNS, ANSWER_SHEET, NO, YES } from './answer-sheet-layout.js';
import { listChoices } from './list-choices.js';
import { ownQuestionnaire } from './own-questionnaire.js';
import { addQuestionRow, addSectionTitle, groupBySection, wrapColumns } from './sheet-sections.js';

const COLUMNS = Object.values(ANSWER_COLUMNS);
const COLUMN = ANSWER_COLUMN_NUMBERS;
const YES_OR_NO = `"${YES},${NO}"`;

/**
 * The drop-downs of a single-choice LIST read their choices from a hidden sheet, one row per question: a list
 * written into the rule itself may not hold commas and is cut at 255 characters.
 */
function choicesSheet(workbook: Workbook) {
  let sheet: Worksheet | undefined;
  return (labels: readonly string[]) => {
    sheet ??= workbook.addWorksheet('Choices', { state: 'hidden' });
    const row = sheet.addRow([...labels]);
    const last = sheet.getColumn(labels.length).letter;
    return `Choices!$A$${row.number}:$${last}$${row.number}`;
  };
}

type ChoicesRange = ReturnType<typeof choicesSheet>;

/** Drop-downs where the type allows: Yes/No, a single-choice list; a number's bounds are checked as it is typed. */
function validateAnswer(sheet: Worksheet, row: number, definition: QuestionDefinition, choices: ChoicesRange) {
  const cell = sheet.getCell(row, COLUMN.answer);
  if (definition.type === 'BOOLEAN') {
    cell.dataValidation = { type: 'list', allowBlank: true, formulae: [YES_OR_NO] };
  } else if (definition.type === 'LIST' && !definition.multiple) {
    const labels = listChoices(definition).map((choice) => choice.label);
    cell.dataValidation = { type: 'list', allowBlank: true, formulae: [choices(labels)] };
  } else if (definition.type === 'NUMBER' && (definition.rules.min !== null || definition.rules.max !== null)) {
    const { min, max } = definition.rules;
    cell.dataValidation = {
      type: 'decimal',
      allowBlank: true,
      operator: min !== null && max !== null ? 'between' : min !== null ? 'greaterThanOrEqual' : 'lessThanOrEqual',
      formulae: [min, max].filter((bound) => bound !== null),
      showErrorMessage: true,
      error: rulesInWords(definition, null),
    };
  }
  sheet.getCell(row, COLUMN.notApplicable).dataValidation = { type: 'list', allowBlank: true, formulae: [YES_OR_NO] };
}

/** The 'Answers' sheet: a frozen bold header, then per section its title row and one row per question. */
export async function buildAnswersWorkbook(view: QuestionnaireView): Promise<Workbook> {
  const workbook = await newWorkbook();
  const sheet = addSheetWithHeader(workbook, ANSWER_SHEET, COLUMNS);
  groupBySection(sheet);
  wrapColumns(sheet, [COLUMN.question, COLUMN.rules, COLUMN.answer, COLUMN.comment, COLUMN.notApplicableDescription]);
  sheet.getColumn(COLUMN.questionId).hidden = true;
  const choices = choicesSheet(workbook);
  const maxLength = view.project.settings.answersMaxLength;
  for (const section of view.sections) {
    addSectionTitle(sheet, section.name, COLUMNS.length);
    for (const { id, definition, answer } of section.questions) {
      const cells = answerCells(definition, answer);
      const row = addQuestionRow(sheet, [
        section.name,
        definition.label,
        QUESTION_TYPE_LABELS[definition.type],
        rulesInWords(definition, maxLength),
        cells.answer,
        cells.comment,
        cells.notApplicable,
        cells.notApplicableDescription,
        id,
      ]);
      validateAnswer(sheet, row.number, definition, choices);
    }
  }
  return workbook;
}

/**
 * Spec 2 §4 Spreadsheet export of answers: the signed-in supplier's own product's answers (anyone else: not found),
 * as '<project> - <product> - answers.xlsx'. The import reads the same file back (parseProjectAnswers).
 */
export async function exportAnswers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  projectProductId: string,
): Promise<SpreadsheetFile> {
  const view = await ownQuestionnaire(app.db, viewer, projectId, projectProductId);
  const workbook = await buildAnswersWorkbook(view);
  return {
    filename: spreadsheetFileName([view.project.name, view.invitation.productName, 'answers']),
    bytes: await workbookBytes(workbook),
  };
}
