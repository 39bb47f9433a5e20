import {
  compareDeadlines,
  DEADLINE_FIELDS,
  DEADLINE_KINDS,
  DEADLINE_LIMITS,
  type DeadlineKind,
  deadlineRangeProblem,
  type ProjectType,
} from '@shortlist/domain';
import { and, asc, gte, lte, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { projects } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import type { Viewer } from '../accounts/viewer.js';
import { tenantProjects } from './project-access.js';

/** One dated step of a project (spec 2 §2 deadline calendar). */
export interface ProjectDeadline {
  projectId: string;
  projectName: string;
  projectType: ProjectType;
  kind: DeadlineKind;
  date: Date;
}

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
  // One query per kind, each capped: the first 500 of all kinds are among the first 500 of each.
  const perKind = await Promise.all(DEADLINE_KINDS.map((kind) => deadlinesOfKind(app, viewer, kind, from, to)));
  return perKind.flat().sort(compareDeadlines).slice(0, DEADLINE_LIMITS.rowsMax);
}

async function deadlinesOfKind(
  app: AppContext,
  viewer: Viewer,
  kind: DeadlineKind,
  from: Date,
  to: Date,
): Promise<ProjectDeadline[]> {
  const column = projects[DEADLINE_FIELDS[kind]];
  const rows = await app.db
    .select({ projectId: projects.id, projectName: projects.name, projectType: projects.type, date: column })
    .from(projects)
    .where(tenantProjects(viewer, ne(projects.status, 'ARCHIVED'), and(gte(column, from), lte(column, to))))
    .orderBy(asc(column), asc(projects.name), asc(projects.id))
    .limit(DEADLINE_LIMITS.rowsMax);
  return rows.flatMap((row) => (row.date ? [{ ...row, kind, date: row.date }] : []));
}
