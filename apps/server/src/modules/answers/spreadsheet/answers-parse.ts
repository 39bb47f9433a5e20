import { MESSAGES, type SettledAnswer } from '@shortlist/domain';
import type { AppContext } from '../../../app-context.js';
import type { Viewer } from '../../../core/viewer/index.js';
import { findOwnUpload, openUploadedSpreadsheet } from '../../files/index.js';
import type { QuestionnaireQuestion } from '../questionnaire.js';
import { answerFromCells } from './answer-from-cells.js';
import { type AnswerRow, matchAnswerRows, readAnswerRows } from './answer-rows.js';
import { assertMayImport, importedAnswer } from './import-rules.js';
import { ownQuestionnaire } from './own-questionnaire.js';

/** An answers file of a 1,000-question questionnaire takes a few hundred kilobytes; a larger file is no such file. */
const ANSWERS_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** An answer as a row of the file gives it: the kept form when valid, as read when not. */
export type ParsedAnswer = Omit<SettledAnswer, 'value' | 'secondaryValue'> & {
  value: unknown;
  secondaryValue: unknown;
};

export interface ParsedAnswerQuestion {
  id: string;
  sectionId: string;
  label: string;
  /** The row of the file (the header is row 1). */
  row: number;
  answer: ParsedAnswer;
  /** Whether it differs from the stored answer; an invalid answer counts as changed. */
  changed: boolean;
  /** Why the answer rules refuse it (the message of a save), or null. */
  problem: string | null;
  /** The version of the stored answer it was read against; null when there was none. */
  baseVersion: number | null;
}

export interface ParsedAnswerSection {
  id: string;
  name: string;
  questions: ParsedAnswerQuestion[];
}

export interface ParseAnswersInput {
  projectId: string;
  projectProductId: string;
  fileId: string;
}

function parsedQuestion(
  question: QuestionnaireQuestion,
  row: AnswerRow,
  projectMaxLength: number | null,
): ParsedAnswerQuestion | null {
  const input = answerFromCells(question.definition, row.cells);
  if (!input) return null;
  const outcome = importedAnswer(question.definition, question.answer, input, projectMaxLength);
  if (outcome.kind === 'EMPTY') return null;
  const parsed = {
    id: question.id,
    sectionId: question.sectionId,
    label: question.definition.label,
    row: row.row,
    baseVersion: question.answer?.version ?? null,
  };
  if (outcome.kind !== 'INVALID') {
    return { ...parsed, answer: outcome.answer, changed: outcome.kind === 'CHANGED', problem: null };
  }
  const answer = {
    value: input.value ?? null,
    secondaryValue: input.secondaryValue ?? null,
    notApplicable: Boolean(input.notApplicable),
    notApplicableDescription: input.notApplicableDescription ?? null,
    isDraft: false,
  };
  return { ...parsed, answer, changed: true, problem: outcome.message };
}

/**
 * Spec 2 §7 Parse project answers (file id, product id, project id): the caller's uploaded XLSX read against the
 * questionnaire, nothing written. Returns, section by section in questionnaire order, each question the file gives
 * an answer for: the answer, whether it changed and why it is invalid. Rows of other questions and empty rows are
 * left out. Only in AWAITING before submission (the refusals of a save); only an XLSX (MESSAGES.spreadsheetOnly).
 */
export async function parseProjectAnswers(
  app: AppContext,
  viewer: Viewer,
  input: ParseAnswersInput,
): Promise<ParsedAnswerSection[]> {
  const view = await ownQuestionnaire(app.db, viewer, input.projectId, input.projectProductId);
  assertMayImport(view.state);
  const file = await findOwnUpload(app, viewer, input.fileId);
  const workbook = await openUploadedSpreadsheet(app, file, {
    bytes: ANSWERS_FILE_MAX_BYTES,
    message: MESSAGES.fileSize,
  });
  const rows = matchAnswerRows(view.sections, readAnswerRows(workbook));
  const maxLength = view.project.settings.answersMaxLength;
  return view.sections
    .map((section) => ({
      id: section.id,
      name: section.name,
      questions: section.questions.flatMap((question) => {
        const row = rows.get(question.id);
        return (row && parsedQuestion(question, row, maxLength)) || [];
      }),
    }))
    .filter((section) => section.questions.length > 0);
}
