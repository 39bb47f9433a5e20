import { useQuery } from '@apollo/client/react';
import { Badge, Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { TasksCountDocument } from './tasks-documents';

/**
 * The pending count beside the top bar's Tasks entry (spec 1 §2); the entry's accessible name says it in words. Only
 * rendered where the menu rule lets the entry show, so the count is never requested for administrators.
 */
export function TasksCountBadge() {
  const { data } = useQuery(TasksCountDocument, { fetchPolicy: 'cache-and-network' });
  const pending = data?.tasksCount.results.reduce((sum, result) => sum + result.count, 0) ?? 0;
  if (pending === 0) return null;
  return (
    <>
      <Badge badgeContent={pending} color="error" max={99} sx={{ ml: 2, mr: 1 }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {` (${pending} pending)`}
      </Box>
    </>
  );
}
