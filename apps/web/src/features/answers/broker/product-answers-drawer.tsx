import { useQuery } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Drawer, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { formatDate, MESSAGES } from '@shortlist/domain';
import { useId, useState } from 'react';
import type { ProductAnswersQuery } from '../../../gql/graphql';
import { ProductAnswersDocument } from './broker-answers-documents';
import { ProductAnswerItem } from './product-answer-item';
import type { ProductAnswersQuestion } from './product-answer-value';
import { type RequestedAnswer, RequestUpdateDialog } from './request-update-dialog';

export const viewAnswersTitle = (name: string) => `Answers of ${name}`;

interface ProductAnswersDrawerProps {
  projectId: string;
  /** The project product. */
  productId: string;
  name: string;
  onClose: () => void;
}

type ProductAnswersView = ProductAnswersQuery['productAnswers'];

/** Whether the answers are in: 'Submitted on …', or not yet, with the product's deadline when one is set. */
function submissionText(view: ProductAnswersView): string {
  if (view.answersSubmittedAt) return `Submitted on ${formatDate(view.answersSubmittedAt)}`;
  const deadline = view.answersSubmitDeadline;
  return deadline ? `Not submitted yet; deadline ${formatDate(deadline)}` : 'Not submitted yet';
}

/**
 * A product's answers for the buy side, read-only, by section, with Request Update on each answer the server offers
 * it for (spec 2 §6: never with branches on).
 */
export function ProductAnswersDrawer({ projectId, productId, name, onClose }: ProductAnswersDrawerProps) {
  const titleId = useId();
  const [requesting, setRequesting] = useState<{ answer: RequestedAnswer; label: string } | null>(null);
  const { data, loading, error } = useQuery(ProductAnswersDocument, {
    variables: { projectId, productId },
    fetchPolicy: 'cache-and-network',
  });
  const view = data?.productAnswers;
  const request = (sectionId: string) => (question: ProductAnswersQuestion) =>
    setRequesting({
      answer: { projectId, productId, sectionId, questionId: question.questionId },
      label: question.definition.label,
    });
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', md: 720 }, p: 3 },
        },
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {viewAnswersTitle(name)}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {loading && !view ? <LinearProgress aria-label="Loading answers" /> : null}
      {error && !view ? <Alert severity="error">{MESSAGES.failedToFetch}</Alert> : null}
      {view ? (
        <Stack spacing={3}>
          <Typography color="text.secondary">{submissionText(view)}</Typography>
          {view.sections.map((section) => (
            <Box key={section.sectionId} component="section" aria-label={section.name}>
              <Typography variant="h6" component="h3">
                {section.name}
              </Typography>
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {section.questions.map((question) => (
                  <ProductAnswerItem
                    key={question.questionId}
                    question={question}
                    onRequestUpdate={request(section.sectionId)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      ) : null}
      {requesting ? (
        <RequestUpdateDialog
          answer={requesting.answer}
          questionLabel={requesting.label}
          onClose={() => setRequesting(null)}
        />
      ) : null}
    </Drawer>
  );
}
