import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { compareDeadlines, cutName, deadlineKindLabel, formatDate, type ProjectRelation } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import type { ProjectDeadlinesQuery } from '../../gql/graphql';
import { projectLink } from '../projects';

type DeadlineProject = ProjectDeadlinesQuery['projectDeadlines'][number];
/** One deadline with its project, as the calendar lists and counts them. */
export type DeadlineRow = Omit<DeadlineProject, 'deadlines'> & DeadlineProject['deadlines'][number];

/** The deadlines the server sends under their projects, one per row, by date, kind, then project name. */
export const deadlineRows = (projects: readonly DeadlineProject[]): DeadlineRow[] =>
  projects
    .flatMap(({ deadlines, ...project }) => deadlines.map((deadline) => ({ ...project, ...deadline })))
    .sort(compareDeadlines);

interface DeadlineListProps {
  deadlines: readonly DeadlineRow[];
  /** Names are cut at 30 characters, 40 when a day is picked (spec 2 §2). */
  nameMax: number;
  /** The day's list leaves the date out: the heading names it. */
  showDate: boolean;
  projectRole: ProjectRelation;
  canViewDashboard: boolean;
  emptyText: string;
}

/** The deadlines beside the calendar: project name (linked), deadline kind and date. */
export function DeadlineList({
  deadlines,
  nameMax,
  showDate,
  projectRole,
  canViewDashboard,
  emptyText,
}: DeadlineListProps) {
  if (deadlines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {deadlines.map((deadline) => {
        const name = cutName(deadline.projectName, nameMax);
        const kind = deadlineKindLabel(deadline.kind, deadline.projectType);
        return (
          <ListItem key={`${deadline.projectId}:${deadline.kind}`} disableGutters>
            <ListItemText
              primary={
                <Link
                  component={RouterLink}
                  to={projectLink(projectRole, deadline.projectId, canViewDashboard)}
                  title={name === deadline.projectName ? undefined : deadline.projectName}
                >
                  {name}
                </Link>
              }
              secondary={showDate ? `${kind} · ${formatDate(deadline.date)}` : kind}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
