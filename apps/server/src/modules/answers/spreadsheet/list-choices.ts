import { type ListQuestionDefinition, OTHER_OPTION_LABEL, optionKey } from '@shortlist/domain';
import { OTHER_CHOICE } from './answer-sheet-layout.js';

/** A choice of a LIST question as the sheet shows it: its key in the answer, its label, and whether it asks a text. */
export interface ListChoice {
  key: string;
  label: string;
  asksText: boolean;
}

/** The options in order, then the other option (named 'Other'), which always asks for its text. */
export function listChoices(definition: ListQuestionDefinition): ListChoice[] {
  const options = definition.options.map((option) => ({
    key: optionKey(option),
    label: option.label,
    asksText: option.clarificationQuestion,
  }));
  return definition.otherOption
    ? [...options, { key: OTHER_OPTION_LABEL, label: OTHER_CHOICE, asksText: true }]
    : options;
}

/** Labels compared as a supplier types them: case and surrounding spaces aside. */
export const sameLabel = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();
