import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { ANSWER_FLAG_LABELS, ANSWER_MESSAGES } from '@shortlist/domain';
import { type ProductAnswersQuestion, ProductAnswerValue } from './product-answer-value';
import { REQUEST_UPDATE_TITLE } from './request-update-dialog';

interface ProductAnswerItemProps {
  question: ProductAnswersQuestion;
  /** Opens the Request Update dialog; shown only when the server offers it for this answer. */
  onRequestUpdate: (question: ProductAnswersQuestion) => void;
}

/**
 * One question with the product's answer, read-only: the answer (files and links to open), its Draft flag and, when an update was
 * requested, 'Requested to Update' with the note (spec 2 §4 Answer states).
 */
export function ProductAnswerItem({ question, onRequestUpdate }: ProductAnswerItemProps) {
  const { answer, definition } = question;
  const requested = answer?.status === 'REQUESTED';
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="subtitle2" component="h4">
            {definition.label}
          </Typography>
          <ProductAnswerValue question={question} />
          {requested ? (
            <Typography variant="body2" color="text.secondary">
              {answer.requestNote}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {answer?.isDraft ? (
            <Chip size="small" color="warning" variant="outlined" label={ANSWER_FLAG_LABELS.DRAFT} />
          ) : null}
          {requested ? <Chip size="small" color="info" label={ANSWER_MESSAGES.requestedLabel} /> : null}
          {question.mayRequestUpdate ? (
            <Button
              size="small"
              onClick={() => onRequestUpdate(question)}
              aria-label={`${REQUEST_UPDATE_TITLE}: ${definition.label}`}
            >
              {REQUEST_UPDATE_TITLE}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
