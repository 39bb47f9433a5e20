import { CSS } from '@dnd-kit/utilities';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { memo, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { QUESTION_TYPE_LABELS } from '../editor';
import { DragHandle } from './drag-handle';
import { QUESTION_STATUS_COLORS, QUESTION_STATUS_LABELS } from './question-status';
import { useQuestionnaire } from './questionnaire-context';
import { useSortableQuestion } from './questionnaire-dnd';
import { isLibraryQuestion, LIBRARY_QUESTION_NOTE, type QuestionnaireQuestion } from './questionnaire-model';

interface QuestionRowProps {
  question: QuestionnaireQuestion;
  /** Whether the viewer may reorder the section's questions (spec 3 §6 section management). */
  movable: boolean;
}

/** About the height of a question's row, kept by a row whose details are not rendered until one is measured. */
const ROW_HEIGHT_PX = 72;

/**
 * Spec 3 §2: one project question with its details, approval state and the actions the viewer may take. In a large
 * questionnaire (spec 3 §9 virtual rendering) a row far from the view renders only its label, at its last height:
 * its details, actions and drag-and-drop hooks (which dnd-kit re-renders at every registration) exist only near the
 * view, so opening a section costs its visible rows, not the whole questionnaire.
 */
export const QuestionRow = memo(function QuestionRow({ question, movable }: QuestionRowProps) {
  const { settings } = useQuestionnaire();
  const row = useRef<HTMLLIElement | null>(null);
  const height = useRef(ROW_HEIGHT_PX);
  const near = useNearViewport(row, settings.renderNearViewport);
  useLayoutEffect(() => {
    if (near && row.current) height.current = row.current.offsetHeight;
  });
  const { label } = question.question;

  return (
    <Box
      component="li"
      ref={row}
      aria-label={label}
      sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider', minHeight: near ? undefined : height.current }}
    >
      {near ? (
        <SortableQuestion question={question} movable={movable} />
      ) : (
        <Typography sx={{ py: 1.5, px: 1, overflowWrap: 'anywhere' }}>{label}</Typography>
      )}
    </Box>
  );
});

function SortableQuestion({ question, movable }: QuestionRowProps) {
  const { settings } = useQuestionnaire();
  const sortable = useSortableQuestion(question, movable && settings.reorder);
  return (
    <Box
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        py: 1.5,
        px: 1,
        bgcolor: sortable.isOver ? 'action.hover' : 'background.paper',
        opacity: sortable.isDragging ? 0.4 : 1,
      }}
    >
      <QuestionDetails
        question={question}
        movable={movable}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
        handleRef={sortable.setActivatorNodeRef}
      />
    </Box>
  );
}

type Sortable = ReturnType<typeof useSortableQuestion>;

interface QuestionDetailsProps extends QuestionRowProps {
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
  handleRef: Sortable['setActivatorNodeRef'];
}

/**
 * The row's content, memoised apart from its drag-and-drop wrapper: dnd-kit re-renders every sortable whenever one
 * registers (a row scrolling near the view), and only the wrapper needs to follow.
 */
const QuestionDetails = memo(function QuestionDetails({
  question,
  movable,
  attributes,
  listeners,
  handleRef,
}: QuestionDetailsProps) {
  const { settings } = useQuestionnaire();
  const { label } = question.question;
  const details = [
    QUESTION_TYPE_LABELS[question.question.type],
    `Owner: ${question.owner?.name ?? 'Not assigned'}`,
    settings.experts ? `Expert: ${question.approver?.name ?? 'Not assigned'}` : null,
    settings.weight ? `Weight: ${question.weight}` : null,
  ].filter((detail) => detail !== null);
  return (
    <>
      {movable && settings.reorder ? (
        <DragHandle
          label={`Reorder question ${label}`}
          attributes={attributes}
          listeners={listeners}
          handleRef={handleRef}
        />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {details.join(' · ')}
        </Typography>
        <QuestionMarks question={question} experts={settings.experts} />
        {settings.experts && question.status === 'REJECTED' && question.rejectReason ? (
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            Reject reason: {question.rejectReason}
          </Typography>
        ) : null}
        {isLibraryQuestion(question) ? (
          <Typography variant="caption" color="text.secondary">
            {LIBRARY_QUESTION_NOTE}
          </Typography>
        ) : null}
      </Box>
      <QuestionActions question={question} experts={settings.experts} />
    </>
  );
});

function QuestionMarks({ question, experts }: { question: QuestionnaireQuestion; experts: boolean }) {
  if (!experts && !question.duplicate && !isLibraryQuestion(question)) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
      {experts ? (
        <Chip
          size="small"
          label={QUESTION_STATUS_LABELS[question.status]}
          color={QUESTION_STATUS_COLORS[question.status]}
          variant="outlined"
        />
      ) : null}
      {question.duplicate ? <Chip size="small" label="Duplicate" color="warning" /> : null}
      {isLibraryQuestion(question) ? <Chip size="small" label="MeshVault" variant="outlined" /> : null}
    </Stack>
  );
}

function QuestionActions({ question, experts }: { question: QuestionnaireQuestion; experts: boolean }) {
  const { act } = useQuestionnaire();
  const can = question.permissions;
  const actions: ReactNode[] = [];
  const add = (label: string, icon: ReactNode, onClick: () => void) =>
    actions.push(
      <Tooltip key={label} title={label}>
        <IconButton aria-label={label} size="small" onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>,
    );
  if (experts && can.approve) add('Approve', <CheckIcon fontSize="small" />, () => act.approve(question));
  if (experts && can.reject) add('Reject', <CloseIcon fontSize="small" />, () => act.reject(question));
  if (experts && can.unapprove) add('Unapprove', <UndoIcon fontSize="small" />, () => act.unapprove(question));
  if (can.edit) add('Edit Question', <EditOutlinedIcon fontSize="small" />, () => act.editQuestion(question));
  if (can.extract) add('Extract Question', <CallSplitIcon fontSize="small" />, () => act.extract(question));
  if (can.delete) add('Delete Question', <DeleteIcon fontSize="small" />, () => act.deleteQuestion(question));
  return actions.length > 0 ? <Stack direction="row">{actions}</Stack> : null;
}
