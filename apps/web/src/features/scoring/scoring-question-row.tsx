import { Chip, Tooltip, Typography } from '@mui/material';
import { QUESTION_WEIGHT_CHOICES, ratingName, type ScoringType } from '@shortlist/domain';
import { memo } from 'react';
import { ProductAnswerValue } from '../answers';
import { NotesField } from './notes-field';
import { ProductCells, useCellsPending } from './product-cells';
import type { ProductColumns } from './product-columns';
import { NativeSelect, RatingControl } from './rating-control';
import { ScoringApprovalMenu } from './scoring-approval-menu';
import type { ScoringRow } from './scoring-filters';
import type { ScoringCell, ScoringQuestion, ScoringTarget } from './scoring-model';
import { ROW_PART, ScoringRowRoot } from './scoring-row-styles';
import type { ScoringActions } from './use-scoring-actions';

export interface ScoringRowContext {
  scoringType: ScoringType;
  contrastMode: boolean;
  productNames: ReadonlyMap<string, string>;
  actions: ScoringActions;
  projectId: string;
  onReload: () => Promise<void>;
}

interface ScoringQuestionRowProps {
  row: Extract<ScoringRow, { kind: 'question' }>;
  /** The product columns in view: only their cells are rendered. */
  columns: ProductColumns;
  context: ScoringRowContext;
}

/** About the height of a row's cells, kept while they are still to render so the list does not take in more rows. */
const PENDING_CELLS_HEIGHT = 190;

/**
 * One approved question: its weight and, per product shown, the answer, its rating and notes (spec 2 §2), each
 * product in its column. Issue 33 point 7: a row coming into view as the page scrolls renders its heading at once and
 * its cells in the background (React renders a transition in slices, yielding to the scroll between them); once
 * shown, the cells follow the product columns at once.
 */
export const ScoringQuestionRow = memo(function ScoringQuestionRow({ row, columns, context }: ScoringQuestionRowProps) {
  const pending = useCellsPending();
  const { question, cells, sectionId } = row;
  const target = { sectionId, questionId: question.questionId };
  const cellOf = new Map(cells.map((cell) => [cell.productId, cell]));
  return (
    <ScoringRowRoot>
      <div className={ROW_PART.heading}>
        <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {question.definition.label}
        </Typography>
        <div className={ROW_PART.tools}>
          {question.mayApprove || question.status !== 'APPROVED' ? (
            <ScoringApprovalMenu
              projectId={context.projectId}
              question={question}
              target={target}
              onDecided={context.onReload}
            />
          ) : null}
          {context.scoringType === 'NUMBERS' ? (
            <WeightControl question={question} target={target} context={context} />
          ) : null}
        </div>
      </div>
      <div style={{ overflow: 'hidden' }}>
        <ProductCells
          columns={columns}
          pending={pending}
          pendingHeight={PENDING_CELLS_HEIGHT}
          renderCell={(productId) => {
            const cell = cellOf.get(productId);
            return cell ? <AnswerCell {...{ cell, question, target, context }} /> : null;
          }}
        />
      </div>
    </ScoringRowRoot>
  );
});

interface WeightProps {
  question: ScoringQuestion;
  target: ScoringTarget;
  context: ScoringRowContext;
}

/** Spec 2 §6: the weight 1 to 5, a choice only where the viewer may set it. */
function WeightControl({ question, target, context }: WeightProps) {
  const label = `Weight of ${question.definition.label}`;
  if (!question.maySetWeight)
    return (
      <Typography variant="body2" color="text.secondary" aria-label={label} sx={{ flexShrink: 0 }}>
        Weight {question.weight}
      </Typography>
    );
  return (
    <NativeSelect
      caption="Weight"
      label={label}
      value={String(question.weight)}
      onChange={(value) => void context.actions.weigh(target, Number(value))}
      style={{ minWidth: 90 }}
    >
      {QUESTION_WEIGHT_CHOICES.map((weight) => (
        <option key={weight} value={weight}>
          {weight}
        </option>
      ))}
    </NativeSelect>
  );
}

interface AnswerCellProps extends WeightProps {
  cell: ScoringCell;
}

function AnswerCell({ cell, question, target, context }: AnswerCellProps) {
  const product = context.productNames.get(cell.productId) ?? '';
  const about = `${product} for ${question.definition.label}`;
  const notes = cell.notes?.value ?? '';
  return (
    <>
      <h4 className={ROW_PART.product}>{product}</h4>
      <ProductAnswerValue question={{ answer: cell.answer, definition: question.definition }} />
      <RatingControl
        scoringType={context.scoringType}
        rating={cell.rating}
        label={`Rating of ${about}`}
        contrastMode={context.contrastMode}
        disabled={!question.mayRate}
        onRate={(rating) => void context.actions.rate(target, cell.productId, rating)}
      />
      {cell.consensus ? (
        <ConsensusChip scoringType={context.scoringType} consensus={cell.consensus} about={about} />
      ) : null}
      {question.mayKeepNotes || notes ? (
        <NotesField
          notes={notes}
          label={`Notes of ${about}`}
          readOnly={!question.mayKeepNotes}
          onSave={(value) => context.actions.saveNotes(target, cell.productId, value)}
        />
      ) : null}
    </>
  );
}

/** Issue 37: the agreed rating beside the scope's own, its reason in a tooltip (and in its accessible name). */
function ConsensusChip({
  scoringType,
  consensus,
  about,
}: {
  scoringType: ScoringType;
  consensus: { rating: number; reason: string };
  about: string;
}) {
  const label = `Consensus ${ratingName(scoringType, consensus.rating)}`;
  return (
    <Tooltip title={consensus.reason}>
      <Chip
        size="small"
        color="info"
        variant="outlined"
        label={label}
        tabIndex={0}
        aria-label={`${label} of ${about}: ${consensus.reason}`}
        sx={{ alignSelf: 'flex-start', mt: 0.5 }}
      />
    </Tooltip>
  );
}
