import { Chip, type ChipProps, Tooltip } from '@mui/material';
import { ANSWER_FLAG_LABELS, ANSWER_MESSAGES, type AnswerFlag as Flag } from '@shortlist/domain';

const FLAG_COLORS: Record<Flag, ChipProps['color']> = {
  DRAFT: 'warning',
  NOT_APPLICABLE: 'default',
  SAVED: 'success',
  SUBMITTED: 'primary',
  ERROR: 'error',
};

/** Spec 2 §4 Answer states: the flag next to an answer; Error explains itself ('Unable to save Answer'). */
export function AnswerFlag({ flag }: { flag: Flag }) {
  const chip = <Chip size="small" variant="outlined" color={FLAG_COLORS[flag]} label={ANSWER_FLAG_LABELS[flag]} />;
  if (flag !== 'ERROR') return chip;
  return (
    <Tooltip title={ANSWER_MESSAGES.flagError} describeChild>
      {chip}
    </Tooltip>
  );
}
