import { parseQuestionDefinition, QUESTION_LIMITS } from '@shortlist/domain';
import type { QuestionSuggestion, SectionSuggestion } from '../provider.js';
import { itemsOf } from './ground-suppliers.js';

export const MODEL_SOURCE = 'AI model';
/** Enough for a buyer to review in one go; more is dropped. */
export const GENERATED_LIMITS = { sections: 8, questionsPerSection: 25 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A question as the model wrote it, without what only the platform may set: attachments (file ids) and option ids.
 */
function withoutPlatformIds(question: Record<string, unknown>): Record<string, unknown> {
  const { attachments: _attachments, ...rest } = question;
  if (!Array.isArray(rest.options)) return rest;
  return {
    ...rest,
    options: rest.options.map((option) => {
      if (!isRecord(option)) return option;
      const { id: _id, ...fields } = option;
      return fields;
    }),
  };
}

/**
 * The model's sections with every question checked by the domain's rules (an invalid one is dropped, as is one equal
 * to a question already in the project or to an earlier suggestion); a section left empty is dropped.
 */
export function groundSections(
  answer: Record<string, unknown>,
  existingLabels: ReadonlySet<string>,
): SectionSuggestion[] {
  const seen = new Set(existingLabels);
  const sections: SectionSuggestion[] = [];
  for (const item of itemsOf(answer, 'sections')) {
    if (!isRecord(item) || typeof item.name !== 'string') continue;
    const name = item.name.trim().slice(0, QUESTION_LIMITS.sectionName).trim();
    const questions: QuestionSuggestion[] = [];
    for (const question of Array.isArray(item.questions) ? item.questions : []) {
      if (!isRecord(question) || questions.length === GENERATED_LIMITS.questionsPerSection) continue;
      const parsed = parseQuestionDefinition(withoutPlatformIds(question));
      if (!parsed.ok) continue;
      const key = parsed.definition.label.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      questions.push({ definition: parsed.definition, source: MODEL_SOURCE });
    }
    if (name && questions.length > 0) sections.push({ name, questions });
    if (sections.length === GENERATED_LIMITS.sections) break;
  }
  return sections;
}
