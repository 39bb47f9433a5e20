import { useQuery } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, CircularProgress, Divider, Drawer, IconButton, Typography } from '@mui/material';
import type { AnswerInput } from '@shortlist/domain';
import { useId } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { answerPlainText } from '../inputs/answer-plain-text';
import { PreviousAnswer } from './previous-answer';
import { ReuseApply } from './reuse-apply';
import { SimilarQuestionsDocument } from './reuse-documents';
import type { RelatedAnswer, ReuseTarget } from './reuse-model';
import { SimilarityIndicator } from './similarity-indicator';

export const SIMILAR_QUESTIONS_TEXTS = {
  title: 'Similar Questions',
  empty: 'No similar questions were found.',
} as const;

export interface SimilarQuestionsDrawerProps {
  projectId: string;
  /** The project product (the supplier's participation). */
  productId: string;
  question: ReuseTarget;
  projectMaxLength: number | null;
  /** Called with the converted answer when one is applied; the drawer then closes. */
  onApply: (answer: AnswerInput) => void;
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 2 §2 and §4: the Similar Questions side drawer. It lists the supplier's own answers in its other projects to
 * questions like this one, most similar first, and the earlier iteration's answer, each with Apply.
 */
export function SimilarQuestionsDrawer(props: SimilarQuestionsDrawerProps) {
  const { open, onClose } = props;
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100vw', sm: 480 }, p: 2, gap: 2 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {SIMILAR_QUESTIONS_TEXTS.title}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {props.question.definition.label}
          </Typography>
        </Box>
        <IconButton aria-label="Close Similar Questions" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {open ? <SimilarQuestions {...props} /> : null}
    </Drawer>
  );
}

function SimilarQuestions({
  projectId,
  productId,
  question,
  projectMaxLength,
  onApply,
  onClose,
}: SimilarQuestionsDrawerProps) {
  const { data, loading, error } = useQuery(SimilarQuestionsDocument, {
    variables: { projectId, productId, questionId: question.questionId },
    fetchPolicy: 'cache-and-network',
  });
  const apply = (answer: AnswerInput) => {
    onApply(answer);
    onClose();
  };
  if (error) return <Alert severity="error">{toUserMessage(error)}</Alert>;
  if (!data)
    return loading ? <CircularProgress aria-label="Loading similar questions" sx={{ alignSelf: 'center' }} /> : null;
  return (
    <>
      {data.previousAnswers.map((previous) => (
        <PreviousAnswer
          key={previous.answer.id}
          previous={previous}
          question={question}
          apply={{ projectMaxLength, onApply: apply }}
        />
      ))}
      {data.previousAnswers.length > 0 ? <Divider /> : null}
      {data.relatedAnswers.length === 0 ? (
        <Typography color="text.secondary">{SIMILAR_QUESTIONS_TEXTS.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {data.relatedAnswers.map((related) => (
            <RelatedAnswerItem
              key={related.answer.id}
              related={related}
              question={question}
              projectMaxLength={projectMaxLength}
              onApply={apply}
            />
          ))}
        </Box>
      )}
    </>
  );
}

interface RelatedAnswerItemProps {
  related: RelatedAnswer;
  question: ReuseTarget;
  projectMaxLength: number | null;
  onApply: (answer: AnswerInput) => void;
}

function RelatedAnswerItem({ related, question, projectMaxLength, onApply }: RelatedAnswerItemProps) {
  return (
    <Box
      component="li"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {related.definition.label}
        </Typography>
        <SimilarityIndicator similarity={related.similarity} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {related.projectName} · {related.sectionName}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {answerPlainText(related.definition, related.answer)}
      </Typography>
      <ReuseApply
        source={related}
        target={question.definition}
        projectMaxLength={projectMaxLength}
        sourceName={`${related.definition.label} (${related.projectName})`}
        onApply={onApply}
      />
    </Box>
  );
}
