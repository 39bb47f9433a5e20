import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Typography } from '@mui/material';
import { TASK_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageProgress } from '../../components/page-progress';
import { isConflict, toUserMessage } from '../../lib/errors';
import { RejectQuestionDialog } from '../question-editor';
import { reloadTask, TaskPage, type TaskQuestion } from './task-page';
import { ApproveTaskQuestionDocument, RejectTaskQuestionDocument, TaskDocument } from './tasks-documents';
import { TASKS_PATHS } from './tasks-paths';

/**
 * Spec 2 §2 /tasks/approve/{projectId} Review Questions: the project's questions awaiting the viewer's approval, each
 * approved or rejected with the questions page's calls. Missing data or an error goes back to the inbox (spec 2 §8).
 */
export function ReviewQuestionsPage() {
  const { projectId = '' } = useParams();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [rejecting, setRejecting] = useState<TaskQuestion | null>(null);
  const { data, loading, error, refetch } = useQuery(TaskDocument, {
    variables: { projectId, type: 'PROJECT_QUESTIONS_TO_APPROVE' },
    fetchPolicy: 'network-only',
  });

  if (loading && !data) return <PageProgress />;
  const task = data?.task;
  if (error || !task) return <Navigate to={TASKS_PATHS.inbox} replace />;

  const decide = async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch (failure) {
      const conflict = isConflict(failure);
      enqueueSnackbar(conflict ? toUserMessage(failure) : TASK_MESSAGES.approveFailed, {
        variant: conflict ? 'warning' : 'error',
      });
    }
    await reloadTask(refetch, client);
  };
  const approve = (question: TaskQuestion) =>
    decide(() =>
      client.mutate({
        mutation: ApproveTaskQuestionDocument,
        variables: { id: question.id, version: question.version },
      }),
    );
  const reject = (question: TaskQuestion, reason: string) =>
    decide(() =>
      client.mutate({
        mutation: RejectTaskQuestionDocument,
        variables: { id: question.id, version: question.version, reason },
      }),
    );

  return (
    <TaskPage
      title="Review Questions"
      projectName={task.project.name}
      doneText={TASK_MESSAGES.questionsReviewed}
      questions={task.questions}
      renderContent={(question) =>
        question.question.helperText ? (
          <Typography color="text.secondary">{question.question.helperText}</Typography>
        ) : null
      }
      renderActions={(question) => (
        <>
          <Button
            variant="contained"
            aria-label={`Approve ${question.question.label}`}
            onClick={() => void approve(question)}
          >
            Approve
          </Button>
          <Button color="error" aria-label={`Reject ${question.question.label}`} onClick={() => setRejecting(question)}>
            Reject
          </Button>
        </>
      )}
    >
      {rejecting ? (
        <RejectQuestionDialog
          label={rejecting.question.label}
          onReject={(reason) => reject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </TaskPage>
  );
}
