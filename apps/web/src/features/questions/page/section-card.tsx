import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Card, Typography } from '@mui/material';
import { QUESTION_MESSAGES } from '@shortlist/domain';
import { memo, useId } from 'react';
import { DragHandle } from './drag-handle';
import { dragId } from './drop-target';
import { QuestionRow } from './question-row';
import { useQuestionnaire } from './questionnaire-context';
import { useSectionTop, useSortableSection } from './questionnaire-dnd';
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
  const headingId = useId();
  const listId = useId();

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      sx={{ opacity: sortable.isDragging ? 0.4 : 1 }}
    >
      <Box
        ref={top.setNodeRef}
        sx={{
          display: 'flex',
          gap: 1,
          p: 2,
          alignItems: 'flex-start',
          bgcolor: top.isOver ? 'action.hover' : undefined,
        }}
      >
        {movable ? (
          <DragHandle
            label={`Reorder section ${section.name}`}
            attributes={sortable.attributes}
            listeners={sortable.listeners}
            handleRef={sortable.setActivatorNodeRef}
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

/**
 * The section's parts below are memoised apart from the card: dnd-kit re-renders every section's drag hooks whenever
 * a row registers, and only the card's drag wrapper needs to follow.
 */
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
      <SectionSummary section={section} experts={settings.experts} />
    </Box>
  );
});

const SectionQuestions = memo(function SectionQuestions({
  section,
  questions,
  listId,
}: Pick<SectionCardProps, 'section' | 'questions'> & { listId: string }) {
  return (
    <Box id={listId}>
      <Box component="ul" aria-label={`Questions of ${section.name}`} sx={{ m: 0, p: 0 }}>
        <SortableContext
          items={questions.map((question) =>
            dragId({ type: 'question', sectionId: section.id, questionId: question.id }),
          )}
          strategy={verticalListSortingStrategy}
        >
          {questions.map((question) => (
            <QuestionRow key={question.id} question={question} movable={section.permissions.edit} />
          ))}
        </SortableContext>
      </Box>
      {questions.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {QUESTION_MESSAGES.noTemplateQuestions}
        </Typography>
      ) : null}
    </Box>
  );
});
