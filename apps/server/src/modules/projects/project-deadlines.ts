import {
  compareDeadlines,
  DEADLINE_FIELDS,
  DEADLINE_KINDS,
  DEADLINE_LIMITS,
  type DeadlineKind,
  deadlineRangeProblem,
  type ProjectType,
} from '@shortlist/domain';
import { asc, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { projects } from '../../db/schema/index.js';
import { driverRows } from '../../db/driver-rows.js';
import { isoInstant } from '../../db/iso-instant.js';
import { badInput } from '../../errors.js';
import type { Viewer } from '../accounts/viewer.js';
import { visibleProjects } from './project-access.js';

/** One dated step of a project (spec 2 §2 deadline calendar). */
export interface ProjectDeadline {
  projectId: string;
  projectName: string;
  projectType: ProjectType;
  kind: DeadlineKind;
  /** ISO 8601 UTC. */
  date: string;
}

/** The five dates of a project as rows (position: the kind's place in DEADLINE_KINDS), one scan for every kind. */
const deadlineDates = sql`(values ${sql.join(
  DEADLINE_KINDS.map(
    (kind, position) => sql`(${sql.raw(`${position}, '${kind}'`)}, ${projects[DEADLINE_FIELDS[kind]]})`,
  ),
  sql`, `,
)}) as deadline(position, kind, date)`;

/**
 * Spec 2 §2 Home lists, deadline calendar: every date of the five deadline kinds within [from, to] across the projects
 * the viewer may see (not ARCHIVED), soonest first, at most 500. A reversed range or one over 400 days is bad input.
 */
export async function listProjectDeadlines(
  app: AppContext,
  viewer: Viewer,
  from: Date,
  to: Date,
): Promise<ProjectDeadline[]> {
  const problem = deadlineRangeProblem(from, to);
  if (problem) throw badInput(problem, { to: problem });
  const kept = app.db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      projectType: projects.type,
      kind: sql<DeadlineKind>`deadline.kind`.as('kind'),
      date: sql`deadline.date`.as('date'),
    })
    .from(projects)
    .crossJoinLateral(deadlineDates)
    .where(
      visibleProjects(
        viewer,
        ne(projects.status, 'ARCHIVED'),
        sql`deadline.date between ${from.toISOString()} and ${to.toISOString()}`,
      ),
    )
    // compareDeadlines' order, names in the database's collation: the first 500 are the ones kept.
    .orderBy(sql`deadline.date`, sql`deadline.position`, asc(projects.name), asc(projects.id))
    .limit(DEADLINE_LIMITS.rowsMax)
    .as('kept');
  // The dates written as text for the kept rows only, read as the driver returns them (hundreds of rows).
  const rows = await driverRows<ProjectDeadline>(
    app.db,
    sql`select ${kept.projectId} as "projectId", ${kept.projectName} as "projectName",
      ${kept.projectType} as "projectType", ${kept.kind} as "kind", ${isoInstant(sql`${kept.date}`)} as "date"
      from ${kept}`,
  );
  // The names again by locale, as the calendar orders them.
  return rows.sort(compareDeadlines);
}
