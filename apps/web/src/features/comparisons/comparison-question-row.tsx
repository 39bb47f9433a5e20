import { Typography } from '@mui/material';
import { COMPARISON_WIDTHS, type ScoringType } from '@shortlist/domain';
import { memo, useMemo } from 'react';
import { ProductAnswerValue } from '../answers';
import {
  gridCells,
  ProductCells,
  type ProductColumns,
  RatingControl,
  type ScoringCell,
  ScoringRowRoot,
  useCellsPending,
} from '../scoring';
import type { ComparisonQuestion, ComparisonRow } from './comparison-model';

export interface ComparisonRowContext {
  scoringType: ScoringType;
  contrastMode: boolean;
  showNotes: boolean;
  /** The products in grid order: a row of the grid is aligned with them. */
  products: ReadonlyArray<{ productId: string }>;
  productNames: ReadonlyMap<string, string>;
}

interface ComparisonQuestionRowProps {
  row: Extract<ComparisonRow, { kind: 'question' }>;
  /** The product columns in view: only their cells are rendered. */
  columns: ProductColumns;
  context: ComparisonRowContext;
}

/** About the height of a row's cells, kept while they are still to render so the list does not take in more rows. */
const PENDING_CELLS_HEIGHT = 80;
const ignoreRating = () => undefined;

/**
 * One question and, per product in view, its answer (files and links usable), the rating in the project's scoring
 * type (read only) and, when shown, the notes. As on the scoring page, a row coming into view renders its question at
 * once and its cells in the background (a transition yields to the scroll).
 */
export const ComparisonQuestionRow = memo(function ComparisonQuestionRow({
  row,
  columns,
  context,
}: ComparisonQuestionRowProps) {
  const pending = useCellsPending();
  const { question, answers } = row;
  const cellOf = useMemo(
    () => new Map(gridCells(answers, context.products).map((cell) => [cell.productId, cell])),
    [answers, context.products],
  );
  return (
    <ScoringRowRoot sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <div style={{ width: COMPARISON_WIDTHS.questions, flex: 'none', padding: '0 16px', boxSizing: 'border-box' }}>
        <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {question.definition.label}
        </Typography>
        {context.scoringType === 'NUMBERS' ? (
          <Typography variant="body2" color="text.secondary">{`Weight ${question.weight}`}</Typography>
        ) : null}
      </div>
      <div style={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
        <ProductCells
          columns={columns}
          pending={pending}
          pendingHeight={PENDING_CELLS_HEIGHT}
          renderCell={(productId) => {
            const cell = cellOf.get(productId);
            return cell ? <AnswerCell cell={cell} question={question} context={context} /> : null;
          }}
        />
      </div>
    </ScoringRowRoot>
  );
});

function AnswerCell({
  cell,
  question,
  context,
}: {
  cell: ScoringCell;
  question: ComparisonQuestion;
  context: ComparisonRowContext;
}) {
  const about = `${context.productNames.get(cell.productId) ?? ''} for ${question.definition.label}`;
  return (
    <>
      <ProductAnswerValue question={{ answer: cell.answer, definition: question.definition }} />
      <RatingControl
        scoringType={context.scoringType}
        rating={cell.rating}
        label={`Rating of ${about}`}
        contrastMode={context.contrastMode}
        disabled
        onRate={ignoreRating}
      />
      {context.showNotes && cell.notes ? (
        <Typography variant="body2" aria-label={`Notes of ${about}`} sx={{ whiteSpace: 'pre-wrap' }}>
          {cell.notes.value}
        </Typography>
      ) : null}
    </>
  );
}
