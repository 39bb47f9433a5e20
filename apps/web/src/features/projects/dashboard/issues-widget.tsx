import { useQuery } from '@apollo/client/react';
import { Alert, Box, LinearProgress, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import {
  issueHeading,
  issueSuccessText,
  nextStatus,
  PROJECT_ISSUES,
  type ProjectIssueId,
  type ProjectStatus,
} from '@shortlist/domain';
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { toUserMessage } from '../../../lib/errors';
import { ProjectStatusIssuesDocument } from '../projects-documents';
import { projectIssuePath } from '../projects-paths';
import { DashboardWidget } from './dashboard-widget';

interface IssuesWidgetProps {
  projectId: string;
  status: ProjectStatus;
  ref?: Ref<HTMLDivElement>;
}

const isIssueId = (id: string): id is ProjectIssueId => id in PROJECT_ISSUES;

/**
 * Spec 2 §4 Pre-transition issue check: a DRAFT project is checked toward IN_REVIEW, IN_REVIEW toward PUBLISHED;
 * the widget shows the failure heading with each issue and its count, linking to the page that fixes it (when that
 * page is offered in the project's status), or the success text.
 */
export function IssuesWidget({ projectId, status, ref }: IssuesWidgetProps) {
  const target = nextStatus(status);
  const { data, loading, error } = useQuery(ProjectStatusIssuesDocument, {
    variables: { id: projectId, status: target ?? 'IN_REVIEW' },
    fetchPolicy: 'network-only',
    skip: target === null,
  });
  if (target === null) return null;
  const issues = data?.projectStatusIssues ?? [];
  return (
    <DashboardWidget title="Project Issues" ref={ref}>
      {loading ? <LinearProgress aria-label="Checking the project" /> : null}
      {error ? <Alert severity="error">{toUserMessage(error)}</Alert> : null}
      {data && issues.length === 0 ? <Alert severity="success">{issueSuccessText(target)}</Alert> : null}
      {issues.length > 0 ? (
        <>
          <Alert severity="warning">{issueHeading(target)}</Alert>
          <List dense aria-label="Issues">
            {issues.map(({ messageId, count }) =>
              isIssueId(messageId) ? (
                <ListItem key={messageId} disablePadding>
                  <IssueLink to={projectIssuePath(projectId, messageId, status)}>
                    <ListItemText primary={PROJECT_ISSUES[messageId]} />
                    <Typography component="span" sx={{ fontWeight: 'bold' }} aria-label="count">
                      {count}
                    </Typography>
                  </IssueLink>
                </ListItem>
              ) : null,
            )}
          </List>
        </>
      ) : null}
    </DashboardWidget>
  );
}

/** An issue's row: a link to the page that fixes it, or plain text when there is no such page in this status. */
function IssueLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 2, py: 0.5 }}>{children}</Box>;
  }
  return (
    <ListItemButton component={RouterLink} to={to}>
      {children}
    </ListItemButton>
  );
}
