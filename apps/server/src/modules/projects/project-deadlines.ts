import {
  DEADLINE_KINDS,
  DEADLINE_LIMITS,
  type DeadlineKind,
  deadlineRangeProblem,
  type ProjectType,
} from '@shortlist/domain';
import { between, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput } from '../../core/errors.js';
import { visibleDeadlines } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { driverRows } from '../../db/driver-rows.js';
import { prerendered } from '../../db/prerendered.js';
import { projectDeadlines } from '../../db/schema/index.js';

/** One dated step of a project (spec 2 §2 deadline calendar). */
export interface ProjectDeadline {
  kind: DeadlineKind;
  /** ISO 8601 UTC. */
  date: string;
}

/** A project of the calendar with its deadlines in the range, soonest first. */
export interface DeadlineProject {
  projectId: string;
  projectName: string;
  projectType: ProjectType;
  deadlines: ProjectDeadline[];
}

/** A row as the driver reads it: the kind's place in DEADLINE_KINDS, the date as PostgreSQL writes a timestamptz. */
interface DeadlineRow extends Omit<DeadlineProject, 'deadlines'> {
  position: number;
  date: string;
}

/**
 * The statement around its condition, rendered once: the dated rows of the projects (project_deadlines, one per date,
 * kept by a trigger with the project's name, type, status and the rest of what the visibility rule reads) in
 * compareDeadlines' order with names in the database's collation. That order is the index's, so the database reads
 * the range in order and stops at the 500th row, with no join and no sort.
 */
const head =
  prerendered(sql`select ${projectDeadlines.projectId} as "projectId", ${projectDeadlines.name} as "projectName",
    ${projectDeadlines.type} as "projectType", ${projectDeadlines.position} as "position", ${projectDeadlines.date} as "date"
  from ${projectDeadlines}
  where `);
const tail = prerendered(sql`
  order by ${projectDeadlines.date}, ${projectDeadlines.position}, ${projectDeadlines.name}, ${projectDeadlines.projectId}
  limit ${sql.raw(String(DEADLINE_LIMITS.rowsMax))}`);

/**
 * The ISO 8601 text of each date the driver returns, converted once per distinct value: a calendar's hundreds of
 * deadlines fall on a few dozen days, and PostgreSQL's to_char cost more per row than the conversion here.
 */
function isoDates(): (text: string) => string {
  const converted = new Map<string, string>();
  return (text) => {
    const known = converted.get(text);
    if (known !== undefined) return known;
    const iso = new Date(text).toISOString();
    converted.set(text, iso);
    return iso;
  };
}

/** The deadlines under their projects, each project where its first deadline comes. */
function byProject(rows: ReadonlyArray<DeadlineRow>): DeadlineProject[] {
  const projectsById = new Map<string, DeadlineProject>();
  const iso = isoDates();
  for (const row of rows) {
    let project = projectsById.get(row.projectId);
    if (!project) {
      project = { projectId: row.projectId, projectName: row.projectName, projectType: row.projectType, deadlines: [] };
      projectsById.set(row.projectId, project);
    }
    project.deadlines.push({ kind: DEADLINE_KINDS[row.position] as DeadlineKind, date: iso(row.date) });
  }
  return [...projectsById.values()];
}

/**
 * Spec 2 §2 Home lists, deadline calendar: every date of the five deadline kinds within [from, to] across the projects
 * the viewer may see (not ARCHIVED), soonest first, at most 500, under their projects (a project's name, type and id
 * once for its dates). A reversed range or one over 400 days is bad input.
 */
export async function listProjectDeadlines(
  app: AppContext,
  viewer: Viewer,
  from: Date,
  to: Date,
): Promise<DeadlineProject[]> {
  const problem = deadlineRangeProblem(from, to);
  if (problem) throw badInput(problem, { to: problem });
  const within = visibleDeadlines(
    viewer,
    ne(projectDeadlines.status, 'ARCHIVED'),
    between(projectDeadlines.date, from, to),
  );
  // Read as the driver returns them (hundreds of rows); the calendar orders the names by locale itself.
  const rows = await driverRows<DeadlineRow>(app.db, sql`${head}${within}${tail}`);
  return byProject(rows);
}
