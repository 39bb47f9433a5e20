import type { AppliedAnswerInput, ParseProjectAnswersQuery } from '../../../gql/graphql';

export type ParsedSections = ParseProjectAnswersQuery['parseProjectAnswers'];
export type ParsedQuestion = ParsedSections[number]['questions'][number];

/** What an uploaded answers file would change (spec 2 §4: only changed answers that pass validation are imported). */
export interface ImportSummary {
  /** Valid answers that differ from the stored ones: what Apply writes. */
  changed: ParsedQuestion[];
  /** Answers the rules refuse, each with its problem. */
  invalid: ParsedQuestion[];
  unchanged: number;
}

export function importSummary(sections: ParsedSections): ImportSummary {
  const questions = sections.flatMap((section) => section.questions);
  return {
    changed: questions.filter((question) => question.changed && !question.problem),
    invalid: questions.filter((question) => question.problem),
    unchanged: questions.filter((question) => !question.changed).length,
  };
}

/** Spec 2 §7 Apply answers in bulk: the changed answers as parsed (section, question, value…). */
export const appliedAnswers = (changed: readonly ParsedQuestion[]): AppliedAnswerInput[] =>
  changed.map(({ id, sectionId, baseVersion, answer }) => ({
    questionId: id,
    sectionId,
    baseVersion,
    value: answer.value,
    secondaryValue: answer.secondaryValue,
    notApplicable: answer.notApplicable,
    notApplicableDescription: answer.notApplicableDescription,
  }));

export const answerCount = (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'}`;
