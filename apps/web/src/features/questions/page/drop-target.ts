import type { QuestionnaireSection } from './questionnaire-model';

/** What can be dragged, and where a question can be dropped (a section's heading: to its top). */
export type DragItem =
  | { type: 'section'; sectionId: string }
  | { type: 'question'; sectionId: string; questionId: string }
  | { type: 'section-top'; sectionId: string };

export const dragId = (item: DragItem) =>
  item.type === 'question' ? `question:${item.questionId}` : `${item.type}:${item.sectionId}`;

export interface QuestionPlace {
  sectionId: string;
  /** The question's index in the section once moved (what moveProjectQuestion takes). */
  position: number;
}

/**
 * Where a dragged question lands: over a question of its own section it takes that question's place; over a question
 * of another section it goes after it (or before it with `before`); over a section's heading it goes to that
 * section's top. Null when nothing changes.
 */
export function questionDrop(
  sections: readonly QuestionnaireSection[],
  questionId: string,
  over: DragItem,
  before: boolean,
): QuestionPlace | null {
  const source = sections.find((section) => section.questions.some((question) => question.id === questionId));
  const target = sections.find((section) => section.id === over.sectionId);
  if (!source || !target || over.type === 'section') return null;
  const from = source.questions.findIndex((question) => question.id === questionId);
  if (over.type === 'section-top')
    return source === target && from === 0 ? null : { sectionId: target.id, position: 0 };
  const index = target.questions.findIndex((question) => question.id === over.questionId);
  if (index < 0) return null;
  if (source === target) return from === index ? null : { sectionId: target.id, position: index };
  return { sectionId: target.id, position: before ? index : index + 1 };
}

/** The position a dragged section takes over another one; null when nothing changes. */
export function sectionDrop(sections: readonly QuestionnaireSection[], sectionId: string, over: DragItem) {
  if (over.type !== 'section') return null;
  const from = sections.findIndex((section) => section.id === sectionId);
  const to = sections.findIndex((section) => section.id === over.sectionId);
  return from < 0 || to < 0 || from === to ? null : to;
}

/** The sections after a question moved: what the page shows until the server answers. */
export function withQuestionMoved(
  sections: readonly QuestionnaireSection[],
  questionId: string,
  place: QuestionPlace,
): QuestionnaireSection[] {
  const moving = sections.flatMap((section) => section.questions).find((question) => question.id === questionId);
  if (!moving) return [...sections];
  return sections.map((section) => {
    const rest = section.questions.filter((question) => question.id !== questionId);
    if (section.id !== place.sectionId) {
      return rest.length === section.questions.length ? section : { ...section, questions: renumbered(rest) };
    }
    const at = Math.min(place.position, rest.length);
    const moved = { ...moving, sectionId: section.id };
    return { ...section, questions: renumbered([...rest.slice(0, at), moved, ...rest.slice(at)]) };
  });
}

const renumbered = <Item extends { position: number }>(items: readonly Item[]) =>
  items.map((item, position) => (item.position === position ? item : { ...item, position }));
