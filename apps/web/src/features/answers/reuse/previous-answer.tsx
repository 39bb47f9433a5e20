import { Box, Chip, Typography } from '@mui/material';
import type { AnswerChangeWording, AnswerInput } from '@shortlist/domain';
import { useId } from 'react';
import type { PreviousAnswerFieldsFragment } from '../../../gql/graphql';
import { answerPlainText } from '../inputs/answer-plain-text';
import { ReuseApply } from './reuse-apply';
import { changeWording, type ReuseTarget } from './reuse-model';

const CHANGE_LABELS: Record<AnswerChangeWording, string> = {
  'no changes': 'No changes',
  minor: 'Minor',
  moderate: 'Moderate',
  significant: 'Significant',
};

interface PreviousAnswerProps {
  previous: PreviousAnswerFieldsFragment;
  /** The question as it is asked now, with its current answer (saved or being typed). */
  question: ReuseTarget;
  /** With these, the previous answer can be applied to the question (as in the Similar Questions drawer). */
  apply?: { projectMaxLength: number | null; onApply: (answer: AnswerInput) => void };
}

/**
 * Spec 2 §3 previousAnswers: the answer given in the project's earlier iteration, and how much the current answer
 * differs from it (spec 2 §9: no changes, minor, moderate, significant). No wording while there is no answer yet.
 */
export function PreviousAnswer({ previous, question, apply }: PreviousAnswerProps) {
  const titleId = useId();
  const wording = changeWording(previous, question);
  const sourceName = `Previous answer in ${previous.projectName}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {sourceName}
        </Typography>
        {wording ? (
          <Chip
            size="small"
            variant="outlined"
            color={wording === 'no changes' ? 'success' : 'default'}
            label={CHANGE_LABELS[wording]}
            aria-label={`Changes since then: ${wording}`}
          />
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {answerPlainText(previous.definition, previous.answer)}
      </Typography>
      {apply ? <ReuseApply source={previous} target={question.definition} sourceName={sourceName} {...apply} /> : null}
    </Box>
  );
}
