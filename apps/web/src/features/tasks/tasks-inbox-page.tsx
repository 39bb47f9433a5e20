import { useQuery } from '@apollo/client/react';
import { Alert, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { formatDate, TASK_MESSAGES, TASKS_PAGE_SIZE } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { ListPageLayout } from '../../components/list-page-layout';
import { PageProgress } from '../../components/page-progress';
import { BackToHomeButton } from './back-to-home-button';
import { TasksDocument } from './tasks-documents';
import { TASK_PAGES } from './tasks-paths';

const left = (count: number, thing: string) => `${count} ${thing}${count === 1 ? '' : 's'} to review`;

/** Spec 2 §2 /tasks: the viewer's pending tasks, newest project first; each opens its task page. */
export function TasksInboxPage() {
  const { data, loading, error } = useQuery(TasksDocument, {
    variables: { page: { page: 1, pageSize: TASKS_PAGE_SIZE }, filter: { statuses: ['PENDING'] } },
    fetchPolicy: 'network-only',
  });
  const tasks = data?.tasks.results ?? [];
  return (
    <ListPageLayout title="Tasks" error={error}>
      {loading && !data ? <PageProgress /> : null}
      {data && tasks.length === 0 ? (
        <Alert severity="info" action={<BackToHomeButton />}>
          {TASK_MESSAGES.noTasks}
        </Alert>
      ) : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tasks.map((task) => {
          const page = TASK_PAGES[task.type];
          const count =
            task.type === 'PROJECT_QUESTION_ANSWERS_TO_REVIEW'
              ? task.questions.reduce((sum, question) => sum + question.answers.length, 0)
              : task.questions.length;
          return (
            <li key={`${task.type}-${task.project.id}`}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={page.path(task.project.id)}>
                  <CardContent>
                    <Typography variant="overline">{page.label}</Typography>
                    <Typography variant="h6" component="h2">
                      {task.project.name}
                    </Typography>
                    <Typography color="text.secondary">
                      {left(count, page.left)} · created {formatDate(task.createdAt)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Stack>
    </ListPageLayout>
  );
}
