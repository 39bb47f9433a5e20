import { ANSWERS_MAX_LENGTH_RANGE, IMPORT_MESSAGES, QUESTION_LIMITS } from '@shortlist/domain';
import { HEADER_SEARCH_ROWS } from './question-columns.js';
import { SAMPLE_TYPE_NAMES } from './question-type-names.js';

const L = QUESTION_LIMITS;
const T = SAMPLE_TYPE_NAMES;
const CHOICES = `${T.SINGLE_CHOICE} and ${T.MULTIPLE_CHOICE}`;

/** What each column of the sample's Questions sheet takes, by its header. */
export const COLUMN_NOTES: Readonly<Record<string, string>> = {
  Section: `The section of the question, at most ${L.sectionName} characters. Rows of one section name go into one section. Empty: the section of the row above. Without a Section column each sheet is a section named after the sheet.`,
  Question: `Required: the question as suppliers read it, at most ${L.label} characters. A leading number such as '1.2' is dropped; a row holding only a number such as '2' and a title starts a section of that title.`,
  Type: `One of the types below, in any case. Empty: ${T.TEXT}, or ${T.SINGLE_CHOICE} when Options are given.`,
  Options: `${CHOICES} only, and required for them: one option a line, or separated by semicolons, each at most ${L.optionLabel} characters.`,
  Weight: `Optional: the question's weight in scoring, a whole number from ${L.weightMin} to ${L.weightMax}.`,
  'Helper text': `Optional: guidance shown with the question, at most ${L.helperText} characters.`,
  Min: `${T.NUMBER} only, optional: the smallest number accepted.`,
  Max: `${T.NUMBER} only, optional: the largest number accepted.`,
  'Max length': `${T.STRING} and ${T.TEXT} only, optional: the most characters an answer may have, a whole number up to ${ANSWERS_MAX_LENGTH_RANGE.max}.`,
};

const TYPE_NOTES: readonly (readonly [string, string])[] = [
  [T.BOOLEAN, 'Yes or No.'],
  [T.STRING, 'One line of text; Max length may limit it.'],
  [T.TEXT, 'Paragraphs of text; Max length may limit it.'],
  [T.NUMBER, 'A number; Min and Max may bound it.'],
  [T.EMAIL, 'An e-mail address.'],
  [T.URL, 'A web address.'],
  [T.VIDEO, 'A link to a video.'],
  [T.FILE, 'Files the supplier attaches.'],
  [T.SINGLE_CHOICE, 'One of the Options.'],
  [T.MULTIPLE_CHOICE, 'Any of the Options.'],
];

const GENERAL_NOTES: readonly (readonly [string, string])[] = [
  [
    'Sheets',
    `Every visible sheet but this one is read. The header row may be any of the first ${HEADER_SEARCH_ROWS} rows and its columns may come in any order; other columns are left out.`,
  ],
  [
    'Skipped rows',
    `A row that cannot be read is skipped and listed after the upload with its sheet, row number and reason. Content the product does not take (another type, or options or rules its type does not take) is reported as '${IMPORT_MESSAGES.unsupported}'.`,
  ],
];

/** The blocks of the Instructions sheet, each under its own bold header row: each column, each type, the rest. */
export const INSTRUCTION_BLOCKS: readonly (readonly (readonly [string, string])[])[] = [
  [['Column', 'What it takes'], ...Object.entries(COLUMN_NOTES)],
  [['Type', 'What the supplier answers'], ...TYPE_NOTES],
  [['How the file is read', ''], ...GENERAL_NOTES],
];
