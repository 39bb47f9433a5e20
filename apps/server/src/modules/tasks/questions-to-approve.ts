import { TASK_PROJECT_STATUSES } from '@shortlist/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { tenantProjects } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { projectQuestions, projects, sections } from '../../db/schema/index.js';
import type { TaskQuestion, TaskSource } from './task-source.js';

const TYPE = 'PROJECT_QUESTIONS_TO_APPROVE';

/** The questions the viewer approves (spec 3 §6): as the question's approver or its section's. */
const approvedBy = (viewer: Viewer) =>
  or(eq(projectQuestions.approverId, viewer.user.id), eq(sections.approverId, viewer.user.id));

/**
 * Spec 2 §4: projects in IN_REVIEW with questions the viewer approves; the task is complete when none of them is
 * PENDING.
 */
export const questionsToApprove: TaskSource = {
  type: TYPE,
  async candidates(db, viewer) {
    const rows = await db
      .select({
        id: projects.id,
        name: projects.name,
        createdAt: projects.createdAt,
        pending: sql<boolean>`bool_or(${projectQuestions.status} = 'PENDING')`,
      })
      .from(projects)
      .innerJoin(projectQuestions, eq(projectQuestions.projectId, projects.id))
      .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
      .where(tenantProjects(viewer, inArray(projects.status, [...TASK_PROJECT_STATUSES[TYPE]]), approvedBy(viewer)))
      .groupBy(projects.id);
    return rows.map(({ id, name, createdAt, pending }) => ({ type: TYPE, project: { id, name }, createdAt, pending }));
  },

  async questions(db, viewer, tasks) {
    const byProject = new Map<string, TaskQuestion[]>();
    if (tasks.length === 0) return byProject;
    const rows = await db
      .select({
        projectId: projectQuestions.projectId,
        id: projectQuestions.id,
        version: projectQuestions.version,
        status: projectQuestions.status,
        definition: projectQuestions.definition,
        section: { id: sections.id, name: sections.name },
      })
      .from(projectQuestions)
      .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
      .where(
        and(
          inArray(
            projectQuestions.projectId,
            tasks.map((task) => task.project.id),
          ),
          eq(projectQuestions.status, 'PENDING'),
          approvedBy(viewer),
        ),
      )
      .orderBy(asc(sections.position), asc(projectQuestions.position));
    for (const { projectId, ...question } of rows) {
      byProject.set(projectId, [...(byProject.get(projectId) ?? []), question]);
    }
    return byProject;
  },
};
