import type { MockedResponse } from '@apollo/client/testing';
import type { DeadlineKind, ProjectRelation, ProjectType } from '@shortlist/domain';
import type { ProjectDeadlinesQuery } from '../../gql/graphql';
import type { ProjectRow } from '../projects';
import { ProjectsDocument } from '../projects';
import { type CalendarMonth, monthRange, upcomingRange } from './calendar-month';
import type { DeadlineRow } from './deadline-list';
import { ProjectDeadlinesDocument } from './home-documents';

type DeadlineProject = ProjectDeadlinesQuery['projectDeadlines'][number];

export function buildDeadline(
  projectId: string,
  projectName: string,
  kind: DeadlineKind,
  day: string,
  projectType: ProjectType = 'RFP',
): DeadlineRow {
  return { projectId, projectName, projectType, kind, date: `${day}T12:00:00.000Z` };
}

/** The deadlines as the server answers them: under their projects, each project where its first deadline comes. */
function underProjects(deadlines: DeadlineRow[]): DeadlineProject[] {
  const projects = new Map<string, DeadlineProject & { __typename: 'DeadlineProject' }>();
  for (const { projectId, projectName, projectType, kind, date } of deadlines) {
    const project = projects.get(projectId) ?? {
      __typename: 'DeadlineProject',
      projectId,
      projectName,
      projectType,
      deadlines: [],
    };
    const deadline = { __typename: 'ProjectDeadline' as const, kind, date };
    project.deadlines.push(deadline);
    projects.set(projectId, project);
  }
  return [...projects.values()];
}

const deadlinesMock = (variables: { from: string; to: string }, deadlines: DeadlineRow[]): MockedResponse => ({
  request: { query: ProjectDeadlinesDocument, variables },
  result: { data: { projectDeadlines: underProjects(deadlines) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The upcoming-list query the calendar sends at `now`. */
export const upcomingMock = (now: Date, deadlines: DeadlineRow[]) => deadlinesMock(upcomingRange(now), deadlines);
/** The month query of the calendar. */
export const monthMock = (month: CalendarMonth, deadlines: DeadlineRow[]) =>
  deadlinesMock(monthRange(month), deadlines);

/** The home list's query of a role answering with the rows. */
export function homeListMock(role: ProjectRelation, rows: ProjectRow[]): MockedResponse {
  return {
    request: {
      query: ProjectsDocument,
      variables: {
        pagination: { page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'DESC' } },
        filter: { role },
      },
    },
    result: { data: { projects: { __typename: 'ProjectPage', total: rows.length, results: rows } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
