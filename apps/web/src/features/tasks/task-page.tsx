import type { ApolloClient } from '@apollo/client';
import { Alert, Button, Card, CardActions, CardContent, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TaskQuery } from '../../gql/graphql';
import { TasksCountDocument } from './tasks-documents';
import { TASKS_PATHS } from './tasks-paths';

export type TaskQuestion = NonNullable<TaskQuery['task']>['questions'][number];

/**
 * Reloads the task and the top bar's count after a decision. The task's query reports its own failure (the page then
 * goes back to the inbox); a reload cut short because the user left the page rejects with nobody left to tell.
 */
export async function reloadTask(refetch: () => Promise<unknown>, client: ApolloClient): Promise<void> {
  await Promise.all([refetch(), client.refetchQueries({ include: [TasksCountDocument] })]).catch(() => undefined);
}

interface TaskPageProps {
  title: string;
  projectName: string;
  /** Spec 2 §8: what the page says once nothing is left to do. */
  doneText: string;
  questions: readonly TaskQuestion[];
  /** What a question's card shows under its section and label. */
  renderContent: (question: TaskQuestion) => ReactNode;
  /** The card's buttons, when the task acts on the question as a whole. */
  renderActions?: (question: TaskQuestion) => ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/** A task page (Review Questions, Rate Answers): the project, then a card per question left, or the all-done text. */
export function TaskPage({
  title,
  projectName,
  doneText,
  questions,
  renderContent,
  renderActions,
  children,
}: TaskPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 3 }}>
        {projectName}
      </Typography>
      {questions.length === 0 ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" component={RouterLink} to={TASKS_PATHS.inbox}>
              Back to Tasks
            </Button>
          }
        >
          {doneText}
        </Alert>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {questions.map((question) => (
            <li key={question.id}>
              <Card variant="outlined" component="article" aria-label={question.question.label}>
                <CardContent>
                  <Typography variant="overline">{question.section.name}</Typography>
                  <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {question.question.label}
                  </Typography>
                  {renderContent(question)}
                </CardContent>
                {renderActions ? <CardActions>{renderActions(question)}</CardActions> : null}
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {children}
    </Container>
  );
}
