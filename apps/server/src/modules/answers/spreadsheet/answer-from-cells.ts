import type { AnswerInput, QuestionDefinition } from '@shortlist/domain';
import { NO, YES } from './answer-sheet-layout.js';
import { type ListChoice, listChoices, sameLabel } from './list-choices.js';

/** A cell as the import reads it: a number or a TRUE/FALSE as such, anything else as its trimmed text; empty: null. */
export type CellContent = string | number | boolean | null;

/** The cells of a row that make its answer. */
export interface RowCells {
  answer: CellContent;
  comment: CellContent;
  notApplicable: CellContent;
  notApplicableDescription: CellContent;
}

export const asText = (content: CellContent) => (content === null ? null : String(content));

/** 'Yes' or TRUE is true, 'No' or FALSE false (any case); anything else stays as it is, for the rules to refuse. */
function yesNo(content: CellContent): CellContent {
  if (content === true || (typeof content === 'string' && sameLabel(content, YES))) return true;
  if (content === false || (typeof content === 'string' && sameLabel(content, NO))) return false;
  return content;
}

const SEPARATORS = /^[\s,;]+/;
const longestLabelFirst = (choices: readonly ListChoice[]) =>
  [...choices].sort((left, right) => right.label.length - left.label.length);
const startsWithLabel = (text: string, label: string) => sameLabel(text.slice(0, label.length), label);

/**
 * The chosen keys of a LIST answer cell: labels separated by commas (or semicolons, line breaks), any case. At each
 * place the longest label that is followed by a separator wins, so a label may itself hold a comma. A part naming no
 * choice is kept as typed: the answer rules refuse it as an unknown option.
 */
function chosenKeys(text: string, choices: readonly ListChoice[]): string[] {
  const candidates = longestLabelFirst(choices);
  const keys: string[] = [];
  let rest = text.replace(SEPARATORS, '');
  while (rest) {
    const remaining = rest;
    const choice = candidates.find(
      ({ label }) => startsWithLabel(remaining, label) && /^(\s*[,;\n]|\s*$)/.test(remaining.slice(label.length)),
    );
    const part = choice ? remaining.slice(0, choice.label.length) : (/^[^,;\n]+/.exec(remaining)?.[0] ?? remaining);
    keys.push(choice ? choice.key : part.trim());
    rest = remaining.slice(part.length).replace(SEPARATORS, '');
  }
  return keys;
}

/**
 * The texts of the chosen options that ask one (clarifications, the other option's text), keyed like the answer:
 * the comment holds a line 'Label: text' per option (a text may go on over the next lines). When only one chosen
 * option asks for a text, the whole comment is its text and the 'Label:' may be left out.
 */
function choiceTexts(choices: readonly ListChoice[], keys: readonly string[], comment: string | null) {
  const asking = choices.filter((choice) => choice.asksText && keys.includes(choice.key));
  if (!comment || asking.length === 0) return null;
  const candidates = longestLabelFirst(asking);
  const lines = new Map<string, string[]>();
  let current = asking.length === 1 ? (asking[0]?.key ?? null) : null;
  for (const line of comment.split(/\r?\n/)) {
    const start = line.trimStart();
    const named = candidates.find(({ label }) => startsWithLabel(start, `${label}:`));
    if (named) current = named.key;
    if (!current) continue;
    lines.set(current, [...(lines.get(current) ?? []), named ? start.slice(named.label.length + 1) : line]);
  }
  return Object.fromEntries([...lines].map(([key, texts]) => [key, texts.join('\n').trim()]));
}

/**
 * The answer a row gives, for the answer rules to check (import: spec 2 §4). Null when it gives none: an empty answer
 * leaves the stored one as it is (answers are removed on the website), and a FILE question takes only Not
 * Applicable from the file (its files are given on the website).
 */
export function answerFromCells(definition: QuestionDefinition, cells: RowCells): AnswerInput | null {
  if (yesNo(cells.notApplicable) === true) {
    return { notApplicable: true, notApplicableDescription: asText(cells.notApplicableDescription) };
  }
  if (cells.answer === null || definition.type === 'FILE') return null;
  switch (definition.type) {
    case 'BOOLEAN':
      return { value: yesNo(cells.answer), secondaryValue: asText(cells.comment) };
    case 'LIST': {
      const choices = listChoices(definition);
      const keys = chosenKeys(String(cells.answer), choices);
      return { value: keys, secondaryValue: choiceTexts(choices, keys, asText(cells.comment)) };
    }
    case 'NUMBER':
      return { value: cells.answer };
    default:
      return { value: asText(cells.answer) };
  }
}
