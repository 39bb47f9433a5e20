import type { MockedResponse } from '@apollo/client/testing';
import type { DeadlineKind, ProjectRelation, ProjectType } from '@shortlist/domain';
import type { ProjectDeadlinesQuery } from '../../gql/graphql';
import type { ProjectRow } from '../projects/search/project-columns';
import { ProjectsDocument } from '../projects/projects-documents';
import { monthRange, upcomingRange, type CalendarMonth } from './calendar-month';
import { ProjectDeadlinesDocument } from './home-documents';

type Deadline = ProjectDeadlinesQuery['projectDeadlines'][number];

export function buildDeadline(
  projectId: string,
  projectName: string,
  kind: DeadlineKind,
  day: string,
  projectType: ProjectType = 'RFP',
): Deadline & { __typename: 'ProjectDeadline' } {
  return { __typename: 'ProjectDeadline', projectId, projectName, projectType, kind, date: `${day}T12:00:00.000Z` };
}

const deadlinesMock = (variables: { from: string; to: string }, deadlines: Deadline[]): MockedResponse => ({
  request: { query: ProjectDeadlinesDocument, variables },
  result: { data: { projectDeadlines: deadlines } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The upcoming-list query the calendar sends at `now`. */
export const upcomingMock = (now: Date, deadlines: Deadline[]) => deadlinesMock(upcomingRange(now), deadlines);
/** The month query of the calendar. */
export const monthMock = (month: CalendarMonth, deadlines: Deadline[]) => deadlinesMock(monthRange(month), deadlines);

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
