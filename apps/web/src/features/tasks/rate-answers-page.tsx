import { useApolloClient, useQuery } from '@apollo/client/react';
import { Divider, Stack, Typography } from '@mui/material';
import { type Rating, SCORING_MESSAGES, TASK_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageProgress } from '../../components/page-progress';
import { ProductAnswerValue } from '../answers';
import { RatingButtons } from './rating-buttons';
import { reloadTask, TaskPage, type TaskQuestion } from './task-page';
import { SetTaskRatingDocument, TaskDocument } from './tasks-documents';
import { TASKS_PATHS } from './tasks-paths';

/**
 * Spec 2 §2 /tasks/answers/{projectId} Rate Answers: the submitted answers left unrated in the viewer's scope, each
 * rated with the scoring page's call; a rated answer leaves the list. Missing data or an error goes back to the inbox
 * (spec 2 §8).
 */
export function RateAnswersPage() {
  const { projectId = '' } = useParams();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);
  const { data, loading, error, refetch } = useQuery(TaskDocument, {
    variables: { projectId, type: 'PROJECT_QUESTION_ANSWERS_TO_REVIEW' },
    fetchPolicy: 'network-only',
  });

  if (loading && !data) return <PageProgress />;
  const task = data?.task;
  if (error || !task?.scoringType) return <Navigate to={TASKS_PATHS.inbox} replace />;
  const { scoringType } = task;

  const rate = async (question: TaskQuestion, productId: string, rating: Rating) => {
    setSaving(true);
    try {
      await client.mutate({
        mutation: SetTaskRatingDocument,
        variables: {
          input: {
            projectId,
            sectionId: question.section.id,
            questionId: question.id,
            productId,
            branchId: task.branchId,
            rating,
          },
        },
      });
    } catch {
      enqueueSnackbar(SCORING_MESSAGES.rate, { variant: 'error' });
    }
    await reloadTask(refetch, client);
    setSaving(false);
  };

  return (
    <TaskPage
      title="Rate Answers"
      projectName={task.project.name}
      doneText={TASK_MESSAGES.answersReviewed}
      questions={task.questions}
      renderContent={(question) =>
        question.answers.map(({ product, answer }) => (
          <Stack key={product.id} spacing={1} sx={{ mt: 2 }}>
            <Divider />
            <Typography variant="subtitle2" component="h3">
              {product.name}
            </Typography>
            <ProductAnswerValue question={{ definition: question.question, answer }} />
            <RatingButtons
              label={`Rate ${product.name}: ${question.question.label}`}
              scoringType={scoringType}
              disabled={saving}
              onRate={(rating) => void rate(question, product.id, rating)}
            />
          </Stack>
        ))
      }
    />
  );
}
