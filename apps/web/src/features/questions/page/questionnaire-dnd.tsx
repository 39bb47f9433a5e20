import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { Paper, Typography } from '@mui/material';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { type DragItem, dragId, questionDrop, sectionDrop } from './drop-target';
import type { QuestionnaireQuestion, QuestionnaireSection } from './questionnaire-model';

/** What is being dragged, so that only the places it can go take part (sections among sections, questions among questions). */
const DraggingContext = createContext<DragItem['type'] | null>(null);

const SCREEN_READER_INSTRUCTIONS =
  'To pick up a section or a question, press Space or Enter. Use the Up and Down arrow keys to move it, Space or ' +
  'Enter to drop it in its new place, or Escape to cancel.';

interface QuestionnaireDndProps {
  sections: readonly QuestionnaireSection[];
  onMoveSection: (sectionId: string, position: number) => void;
  onMoveQuestion: (questionId: string, sectionId: string, position: number) => void;
  children: ReactNode;
}

// The same objects at every render: new sensor options would give every drag handle new listeners.
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

const itemOf = (data: { current?: Record<string, unknown> } | undefined) => (data?.current ?? null) as DragItem | null;

/**
 * Spec 3 §2 drag ordering of sections and of questions (within a section and across sections), by pointer or by
 * keyboard (Space, arrow keys, Space), with screen-reader announcements.
 */
export function QuestionnaireDnd({ sections, onMoveSection, onMoveQuestion, children }: QuestionnaireDndProps) {
  const [active, setActive] = useState<DragItem | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const names = useMemo(() => describe(sections), [sections]);
  // At pick-up the item is over its own place: that is no news after 'Picked up …'.
  const moved = useRef(false);

  const drop = ({ active: dragged, over, activatorEvent }: DragEndEvent) => {
    setActive(null);
    const item = itemOf(dragged.data);
    const target = itemOf(over?.data);
    if (!item || !target || !over) return;
    if (item.type === 'section') {
      const position = sectionDrop(sections, item.sectionId, target);
      if (position !== null) onMoveSection(item.sectionId, position);
      return;
    }
    if (item.type !== 'question') return;
    // By keyboard a question steps after each question it passes; a pointer drops it on the half it is over.
    const rect = dragged.rect.current.translated;
    const before =
      !(activatorEvent instanceof KeyboardEvent) &&
      rect !== null &&
      rect.top + rect.height / 2 < over.rect.top + over.rect.height / 2;
    const place = questionDrop(sections, item.questionId, target, before);
    if (place) onMoveQuestion(item.questionId, place.sectionId, place.position);
  };

  return (
    <DraggingContext value={active?.type ?? null}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={(event) => setActive(itemOf(event.active.data))}
        onDragEnd={drop}
        onDragCancel={() => setActive(null)}
        accessibility={{
          announcements: announcements(names, moved),
          screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
        }}
      >
        {children}
        {/* No drop animation: an item picked up by keyboard while the last drop still animates would not move. */}
        <DragOverlay dropAnimation={null}>
          {active ? <DragPreview label={capitalised(names.of(dragId(active)))} /> : null}
        </DragOverlay>
      </DndContext>
    </DraggingContext>
  );
}

function DragPreview({ label }: { label: string }) {
  return (
    <Paper elevation={6} sx={{ px: 2, py: 1.5, cursor: 'grabbing' }}>
      <Typography noWrap>{label}</Typography>
    </Paper>
  );
}

/** A section in the drag order; it takes no drop while a question is dragged. */
export function useSortableSection(section: QuestionnaireSection, enabled: boolean) {
  const dragging = useContext(DraggingContext);
  const item: DragItem = { type: 'section', sectionId: section.id };
  return useSortable({
    id: dragId(item),
    data: item,
    disabled: { draggable: !enabled, droppable: dragging !== null && dragging !== 'section' },
  });
}

/**
 * Whether a section is being dragged: then every section shows folded, so that sections are moved among headings of
 * about one size (a tall expanded section would be nearer the centre of the one above than its own).
 */
export const useSectionDragged = () => useContext(DraggingContext) === 'section';

/** A question in the drag order; it takes no drop while a section is dragged. */
export function useSortableQuestion(question: QuestionnaireQuestion, enabled: boolean) {
  const dragging = useContext(DraggingContext);
  const item: DragItem = { type: 'question', sectionId: question.sectionId, questionId: question.id };
  return useSortable({
    id: dragId(item),
    data: item,
    disabled: { draggable: !enabled, droppable: dragging === 'section' },
  });
}

/** A section's heading as the place to drop a question at the section's top (also when the section is collapsed). */
export function useSectionTop(section: QuestionnaireSection, accepts: boolean) {
  const dragging = useContext(DraggingContext);
  const item: DragItem = { type: 'section-top', sectionId: section.id };
  return useDroppable({ id: dragId(item), data: item, disabled: !accepts || dragging !== 'question' });
}

/** The names announced for each drag id. */
function describe(sections: readonly QuestionnaireSection[]) {
  const names = new Map<UniqueIdentifier, string>();
  for (const section of sections) {
    names.set(dragId({ type: 'section', sectionId: section.id }), `section ${section.name}`);
    names.set(dragId({ type: 'section-top', sectionId: section.id }), `the top of section ${section.name}`);
    for (const question of section.questions) {
      names.set(
        dragId({ type: 'question', sectionId: section.id, questionId: question.id }),
        `question ${question.question.label}`,
      );
    }
  }
  return { of: (id: UniqueIdentifier) => names.get(id) ?? '' };
}

function announcements(names: ReturnType<typeof describe>, moved: { current: boolean }): Announcements {
  return {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${names.of(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !moved.current)) return undefined;
      moved.current = true;
      if (over.id === active.id) return `${capitalised(names.of(active.id))} is back in its original place.`;
      return `${capitalised(names.of(active.id))} is over ${names.of(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${capitalised(names.of(active.id))} was dropped over ${names.of(over.id)}.`
        : `${capitalised(names.of(active.id))} was dropped in its original place.`,
    onDragCancel: ({ active }) => `Moving ${names.of(active.id)} was cancelled.`,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
