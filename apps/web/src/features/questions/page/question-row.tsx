import { CSS } from '@dnd-kit/utilities';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { Chip } from '@mui/material';
import { memo, type ReactNode, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { QUESTION_TYPE_LABELS } from '../../question-editor';
import { DragHandle } from './drag-handle';
import { ROW } from './question-list';
import { QUESTION_STATUS_COLORS, QUESTION_STATUS_LABELS } from './question-status';
import { useQuestionnaire } from './questionnaire-context';
import { useSortableQuestion } from './questionnaire-dnd';
import { isLibraryQuestion, LIBRARY_QUESTION_NOTE, type QuestionnaireQuestion } from './questionnaire-model';

interface QuestionRowProps {
  question: QuestionnaireQuestion;
  /** Whether the viewer may reorder the section's questions (spec 3 §6 section management). */
  movable: boolean;
}

interface QuestionRowWatchProps extends QuestionRowProps {
  /** Whether the row follows the viewport (its list is near); unwatched, it renders only its label. */
  watching: boolean;
}

/** The heights of a row's parts (its border, padding and lines of theme text, a line of small chips). */
const ROW_PX = { frame: 25, label: 24, details: 20, marks: 28, rejectReason: 20, note: 20 };

const hasMarks = (question: QuestionnaireQuestion, experts: boolean) =>
  experts || question.duplicate || isLibraryQuestion(question);

const showsRejectReason = (question: QuestionnaireQuestion, experts: boolean) =>
  experts && question.status === 'REJECTED' && Boolean(question.rejectReason);

/**
 * The height a row takes before its details were ever rendered: theirs with one line each, so that rendering them as
 * the row nears the view seldom moves what is below.
 */
function estimatedHeight(question: QuestionnaireQuestion, experts: boolean) {
  return (
    ROW_PX.frame +
    ROW_PX.label +
    ROW_PX.details +
    (hasMarks(question, experts) ? ROW_PX.marks : 0) +
    (showsRejectReason(question, experts) ? ROW_PX.rejectReason : 0) +
    (isLibraryQuestion(question) ? ROW_PX.note : 0)
  );
}

/**
 * Spec 3 §2: one project question with its details, approval state and the actions the viewer may take, in a
 * `QuestionList`. In a large questionnaire (spec 3 §9 virtual rendering) a row far from the view renders only its
 * label, at its last (or estimated) height: its details, actions and drag-and-drop hooks (which dnd-kit re-renders at
 * every registration) exist only near the view, so opening a section costs its visible rows, not the whole
 * questionnaire.
 */
export const QuestionRow = memo(function QuestionRow({ question, movable, watching }: QuestionRowWatchProps) {
  const { settings } = useQuestionnaire();
  const row = useRef<HTMLLIElement | null>(null);
  const { near, height } = useNearViewport(row, settings.renderNearViewport, watching);
  const { label } = question.question;

  return (
    <li
      ref={row}
      aria-label={label}
      className={near ? undefined : ROW.placeholder}
      style={near ? undefined : { minHeight: height ?? estimatedHeight(question, settings.experts) }}
    >
      {near ? <SortableQuestion question={question} movable={movable} /> : label}
    </li>
  );
});

/** The row's drag-and-drop part: dnd-kit re-renders it whenever any sortable registers, so it renders little itself. */
function SortableQuestion({ question, movable }: QuestionRowProps) {
  const { settings } = useQuestionnaire();
  const sortable = useSortableQuestion(question, movable && settings.reorder);
  return (
    <div
      ref={sortable.setNodeRef}
      className={ROW.item}
      data-over={sortable.isOver || undefined}
      data-dragging={sortable.isDragging || undefined}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <QuestionDetails
        question={question}
        movable={movable}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
        handleRef={sortable.setActivatorNodeRef}
      />
    </div>
  );
}

type Sortable = ReturnType<typeof useSortableQuestion>;

interface QuestionDetailsProps extends QuestionRowProps {
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
  handleRef: Sortable['setActivatorNodeRef'];
}

/** The row's content, memoised apart from its drag-and-drop wrapper. */
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
      <div className={ROW.body}>
        <p className={ROW.label}>{label}</p>
        <p className={ROW.details}>{details.join(' · ')}</p>
        <QuestionMarks question={question} experts={settings.experts} />
        {showsRejectReason(question, settings.experts) ? (
          <p className={ROW.rejectReason}>Reject reason: {question.rejectReason}</p>
        ) : null}
        {isLibraryQuestion(question) ? <p className={ROW.note}>{LIBRARY_QUESTION_NOTE}</p> : null}
      </div>
      <QuestionActions question={question} experts={settings.experts} />
    </>
  );
});

function QuestionMarks({ question, experts }: { question: QuestionnaireQuestion; experts: boolean }) {
  if (!hasMarks(question, experts)) return null;
  return (
    <div className={ROW.marks}>
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
    </div>
  );
}

function QuestionActions({ question, experts }: { question: QuestionnaireQuestion; experts: boolean }) {
  const { act } = useQuestionnaire();
  const can = question.permissions;
  const actions: ReactNode[] = [];
  const add = (label: string, icon: ReactNode, onClick: () => void) =>
    actions.push(
      <button key={label} type="button" className={ROW.action} aria-label={label} onClick={onClick}>
        {icon}
      </button>,
    );
  if (experts && can.approve) add('Approve', <CheckIcon fontSize="small" />, () => act.approve(question));
  if (experts && can.reject) add('Reject', <CloseIcon fontSize="small" />, () => act.reject(question));
  if (experts && can.unapprove) add('Unapprove', <UndoIcon fontSize="small" />, () => act.unapprove(question));
  if (can.edit) add('Edit Question', <EditOutlinedIcon fontSize="small" />, () => act.editQuestion(question));
  if (can.extract) add('Extract Question', <CallSplitIcon fontSize="small" />, () => act.extract(question));
  if (can.delete) add('Delete Question', <DeleteIcon fontSize="small" />, () => act.deleteQuestion(question));
  return actions.length > 0 ? <div className={ROW.actions}>{actions}</div> : null;
}
