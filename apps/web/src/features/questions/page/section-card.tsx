import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Card, Typography } from '@mui/material';
import { QUESTION_MESSAGES } from '@shortlist/domain';
import { memo, useId, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { AiSuggestionChip } from '../../ai';
import { DragHandle } from './drag-handle';
import { dragId } from './drop-target';
import { QuestionList } from './question-list';
import { QuestionRow } from './question-row';
import { useQuestionnaire } from './questionnaire-context';
import { useSectionDragged, useSectionTop, useSortableSection } from './questionnaire-dnd';
import type { QuestionnaireQuestion, QuestionnaireSection } from './questionnaire-model';
import { SectionSummary } from './section-summary';
import { SectionToolbar } from './section-toolbar';

interface SectionCardProps {
  section: QuestionnaireSection;
  /** The questions shown: all of them, or those that pass the filter. */
  questions: readonly QuestionnaireQuestion[];
  expanded: boolean;
}

/**
 * Spec 3 §2, §3: an expandable section with its details, approval progress and actions; its questions are rendered
 * only while it is expanded.
 */
export const SectionCard = memo(function SectionCard({ section, questions, expanded }: SectionCardProps) {
  const { settings } = useQuestionnaire();
  const movable = settings.reorder && (settings.arrangeSections || section.permissions.edit);
  const sortable = useSortableSection(section, movable);
  const top = useSectionTop(section, section.permissions.addQuestion);
  const folded = useSectionDragged();
  return (
    <SectionFrame
      section={section}
      questions={questions}
      expanded={expanded && !folded}
      movable={movable}
      transform={CSS.Translate.toString(sortable.transform)}
      transition={sortable.transition}
      dragging={sortable.isDragging}
      over={top.isOver}
      attributes={sortable.attributes}
      listeners={sortable.listeners}
      cardRef={sortable.setNodeRef}
      handleRef={sortable.setActivatorNodeRef}
      topRef={top.setNodeRef}
    />
  );
});

type Sortable = ReturnType<typeof useSortableSection>;

interface SectionFrameProps extends SectionCardProps {
  movable: boolean;
  transform: string | undefined;
  transition: string | undefined;
  dragging: boolean;
  /** Whether a question is dragged over the section's top. */
  over: boolean;
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
  cardRef: Sortable['setNodeRef'];
  handleRef: Sortable['setActivatorNodeRef'];
  topRef: Sortable['setNodeRef'];
}

/**
 * The card, memoised apart from its drag-and-drop hooks: dnd-kit re-renders every section's hooks whenever a row
 * registers, and the card follows only when what it shows changes.
 */
const SectionFrame = memo(function SectionFrame({
  section,
  questions,
  expanded,
  movable,
  transform,
  transition,
  dragging,
  over,
  attributes,
  listeners,
  cardRef,
  handleRef,
  topRef,
}: SectionFrameProps) {
  const { settings } = useQuestionnaire();
  const headingId = useId();
  const listId = useId();

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      ref={cardRef}
      style={{ transform, transition }}
      sx={{ opacity: dragging ? 0.4 : 1 }}
    >
      <Box
        ref={topRef}
        sx={{ display: 'flex', gap: 1, p: 2, alignItems: 'flex-start', bgcolor: over ? 'action.hover' : undefined }}
      >
        {movable ? (
          <DragHandle
            label={`Reorder section ${section.name}`}
            attributes={attributes}
            listeners={listeners}
            handleRef={handleRef}
          />
        ) : null}
        <SectionHeading section={section} expanded={expanded} headingId={headingId} listId={listId} />
      </Box>
      <SectionToolbar section={section} experts={settings.experts} />
      {expanded ? <SectionQuestions section={section} questions={questions} listId={listId} /> : null}
    </Card>
  );
});

interface SectionHeadingProps {
  section: QuestionnaireSection;
  expanded: boolean;
  headingId: string;
  listId: string;
}

const SectionHeading = memo(function SectionHeading({ section, expanded, headingId, listId }: SectionHeadingProps) {
  const { settings, act } = useQuestionnaire();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6">
        <ButtonBase
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          onClick={() => act.toggleSection(section)}
          sx={{ gap: 1, textAlign: 'left', font: 'inherit', overflowWrap: 'anywhere', borderRadius: 1 }}
        >
          <ExpandMoreIcon
            aria-hidden
            sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
          {section.name}
        </ButtonBase>
      </Typography>
      {section.aiSearchId ? <AiSuggestionChip /> : null}
      <SectionSummary section={section} experts={settings.experts} />
    </Box>
  );
});

const SectionQuestions = memo(function SectionQuestions({
  section,
  questions,
  listId,
}: Pick<SectionCardProps, 'section' | 'questions'> & { listId: string }) {
  const { settings } = useQuestionnaire();
  const list = useRef<HTMLUListElement | null>(null);
  // The rows of a list far from the view are not watched: the browser then follows a few dozen rows, not a thousand.
  const { near } = useNearViewport(list, settings.renderNearViewport);
  return (
    <Box id={listId}>
      <QuestionList ref={list} aria-label={`Questions of ${section.name}`}>
        <SortableContext
          items={questions.map((question) =>
            dragId({ type: 'question', sectionId: section.id, questionId: question.id }),
          )}
          strategy={verticalListSortingStrategy}
        >
          {questions.map((question) => (
            <QuestionRow key={question.id} question={question} movable={section.permissions.edit} watching={near} />
          ))}
        </SortableContext>
      </QuestionList>
      {questions.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {QUESTION_MESSAGES.noTemplateQuestions}
        </Typography>
      ) : null}
    </Box>
  );
});
