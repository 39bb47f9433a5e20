import {
  keywordWords,
  matchesEveryWord,
  type QuestionQuickFilter,
  questionQuickFilter,
  sectionExpanded,
} from '@shortlist/domain';
import type { QuestionnaireQuestion, QuestionnaireSection } from './questionnaire-model';

export interface QuestionFilter {
  quick: QuestionQuickFilter;
  keyword: string;
}

export const NO_FILTER: QuestionFilter = { quick: 'all', keyword: '' };

export interface FilteredSection {
  section: QuestionnaireSection;
  /** The section's questions that pass the filter, in order. */
  questions: QuestionnaireQuestion[];
}

export interface FilteredQuestionnaire {
  sections: FilteredSection[];
  /** Whether a quick filter or a keyword is applied. */
  filtering: boolean;
}

/**
 * Not in the spec: beyond this many questions the page opens with every section collapsed, so that it renders only
 * the sections the user opens (issue 13: smooth at 1,000 questions).
 */
export const LARGE_QUESTIONNAIRE = 250;

export const isFiltering = ({ quick, keyword }: QuestionFilter) => quick !== 'all' || keywordWords(keyword).length > 0;

function passes(question: QuestionnaireQuestion, { quick, keyword }: QuestionFilter) {
  const filterable = {
    id: question.id,
    label: question.question.label,
    sectionId: question.sectionId,
    status: question.status,
    approverId: question.approver?.id ?? null,
  };
  // The server marks duplicates (the same label in a section) on the questions it answers.
  const duplicates = question.duplicate ? new Set([question.id]) : undefined;
  return questionQuickFilter(quick, filterable, duplicates) && matchesEveryWord(question.question.label, keyword);
}

/**
 * Spec 2 §5 question filters, over the loaded questionnaire: a quick filter and a keyword whose every word must be in
 * the label. While filtering, sections without a matching question are left out.
 */
export function filterQuestionnaire(
  sections: readonly QuestionnaireSection[],
  filter: QuestionFilter,
): FilteredQuestionnaire {
  if (!isFiltering(filter)) {
    return { filtering: false, sections: sections.map((section) => ({ section, questions: section.questions })) };
  }
  const filtered = sections.map((section) => ({
    section,
    questions: section.questions.filter((question) => passes(question, filter)),
  }));
  return { filtering: true, sections: filtered.filter((entry) => entry.questions.length > 0) };
}

/**
 * Spec 2 §5, spec 3 §9: unfiltered sections expand; while filtering, sections showing up to 10 questions expand and
 * longer ones collapse. A large questionnaire opens collapsed (LARGE_QUESTIONNAIRE).
 */
export function expandedByDefault(shown: number, filtering: boolean, totalQuestions: number): boolean {
  if (!filtering && totalQuestions > LARGE_QUESTIONNAIRE) return false;
  return sectionExpanded(shown, filtering);
}
