import { matchesEveryWord, sectionExpanded } from '@shortlist/domain';
import type { QuestionnaireQuestion, QuestionnaireSection } from './questionnaire-model';

/** A row of the virtual list: a section's header, or one of its questions. */
export type QuestionnaireRow =
  | { kind: 'section'; key: string; section: QuestionnaireSection; shown: number; expanded: boolean }
  | { kind: 'question'; key: string; question: QuestionnaireQuestion };

export interface QuestionnaireFilters {
  /** Spec 2 §5: every space-separated word must appear in the label, case-insensitive. */
  keyword: string;
  /** Only the answers whose update was requested (spec 2 §4 Answer states). */
  requestedOnly: boolean;
}

export const NO_FILTERS: QuestionnaireFilters = { keyword: '', requestedOnly: false };

export const isFiltering = (filters: QuestionnaireFilters) => filters.keyword.trim() !== '' || filters.requestedOnly;

const passes = (question: QuestionnaireQuestion, filters: QuestionnaireFilters) =>
  (!filters.requestedOnly || question.answer?.status === 'REQUESTED') &&
  matchesEveryWord(question.definition.label, filters.keyword);

/**
 * The rows shown: each section with questions passing the filters, then those questions while it is expanded. A
 * section is expanded as the supplier left it, else by spec 2 §5 (all without filters; with filters those showing at
 * most 10 questions). While filtering, a section with no question passing is left out.
 */
export function questionnaireRows(
  sections: readonly QuestionnaireSection[],
  filters: QuestionnaireFilters,
  toggled: ReadonlyMap<string, boolean>,
): QuestionnaireRow[] {
  const filtering = isFiltering(filters);
  return sections.flatMap((section): QuestionnaireRow[] => {
    const questions = filtering ? section.questions.filter((question) => passes(question, filters)) : section.questions;
    if (filtering && questions.length === 0) return [];
    const expanded = toggled.get(section.sectionId) ?? sectionExpanded(questions.length, filtering);
    const header: QuestionnaireRow = {
      kind: 'section',
      key: `section:${section.sectionId}`,
      section,
      shown: questions.length,
      expanded,
    };
    if (!expanded) return [header];
    return [
      header,
      ...questions.map((question): QuestionnaireRow => ({ kind: 'question', key: question.questionId, question })),
    ];
  });
}
