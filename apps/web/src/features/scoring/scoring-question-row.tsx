import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { QUESTION_WEIGHT_CHOICES, type ScoringType } from '@shortlist/domain';
import { memo } from 'react';
import { ProductAnswerValue } from '../answers';
import { NotesField } from './notes-field';
import type { ProductColumns } from './product-columns';
import { RatingControl } from './rating-control';
import { ScoringApprovalMenu } from './scoring-approval-menu';
import type { ScoringRow } from './scoring-filters';
import type { ScoringCell, ScoringQuestion, ScoringTarget } from './scoring-model';
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

/**
 * One approved question: its weight and, per product shown, the answer, its rating and notes (spec 2 §2), each
 * product in its column.
 */
export const ScoringQuestionRow = memo(function ScoringQuestionRow({ row, columns, context }: ScoringQuestionRowProps) {
  const { question, cells, sectionId } = row;
  const target = { sectionId, questionId: question.questionId };
  const cellOf = new Map(cells.map((cell) => [cell.productId, cell]));
  const first = columns.items[0]?.start ?? 0;
  return (
    <Paper variant="outlined" sx={{ py: 2, mb: 1.5 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5, px: 2 }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {question.definition.label}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <ScoringApprovalMenu
            projectId={context.projectId}
            question={question}
            target={target}
            onDecided={context.onReload}
          />
          {context.scoringType === 'NUMBERS' ? (
            <WeightControl question={question} target={target} context={context} />
          ) : null}
        </Stack>
      </Stack>
      <Box sx={{ overflow: 'hidden' }}>
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', width: columns.total }}
          style={{ transform: `translateX(${first - columns.offset}px)` }}
        >
          {columns.items.map(({ productId, size }) => {
            const cell = cellOf.get(productId);
            return (
              <Box key={productId} sx={{ flex: 'none', px: 2, boxSizing: 'border-box' }} style={{ width: size }}>
                {cell ? <AnswerCell {...{ cell, question, target, context }} /> : null}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Paper>
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
    <TextField
      select
      size="small"
      label="Weight"
      value={String(question.weight)}
      onChange={(event) => void context.actions.weigh(target, Number(event.target.value))}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 90, flexShrink: 0 }}
    >
      {QUESTION_WEIGHT_CHOICES.map((weight) => (
        <option key={weight} value={weight}>
          {weight}
        </option>
      ))}
    </TextField>
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
    <Stack spacing={1} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle2" component="h4">
        {product}
      </Typography>
      <ProductAnswerValue question={{ answer: cell.answer, definition: question.definition }} />
      <RatingControl
        scoringType={context.scoringType}
        rating={cell.rating}
        label={`Rating of ${about}`}
        contrastMode={context.contrastMode}
        disabled={!question.mayRate}
        onRate={(rating) => void context.actions.rate(target, cell.productId, rating)}
      />
      {question.mayKeepNotes || notes ? (
        <NotesField
          notes={notes}
          label={`Notes of ${about}`}
          readOnly={!question.mayKeepNotes}
          onSave={(value) => context.actions.saveNotes(target, cell.productId, value)}
        />
      ) : null}
    </Stack>
  );
}
