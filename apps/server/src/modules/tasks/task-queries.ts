import { TASKS_PAGE_SIZE, type TaskStatus, type TaskType, tasksAvailable } from '@shortlist/domain';
import { badInput, notFound } from '../../core/errors.js';
import { type Page, type PageArgs, pageWindow } from '../../core/graphql/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { answersToReview } from './answers-to-review.js';
import { questionsToApprove } from './questions-to-approve.js';
import type { TaskCandidate, TaskQuestion, TaskSource } from './task-source.js';

/** Every kind of task (spec 2 §4 Task completion). */
const TASK_SOURCES: readonly TaskSource[] = [questionsToApprove, answersToReview];

export interface TaskView {
  type: TaskType;
  status: TaskStatus;
  project: { id: string; name: string };
  createdAt: Date;
  scope?: TaskCandidate['scope'];
  /** What is left to review; null when the request did not ask for it. */
  questions: TaskQuestion[] | null;
}

/**
 * Spec 1 §6: tasks are for users with the experts setting and MANAGE_PROJECT_QUESTIONS, without MANAGE_BROKERS, never
 * administrators. Anyone else has none: nothing is computed for them.
 */
const hasTasks = (viewer: Viewer) =>
  tasksAvailable({
    userType: viewer.user.type,
    privileges: viewer.privileges,
    enableExperts: viewer.company.settings.enableExperts,
  });

const statusOf = (candidate: TaskCandidate): TaskStatus => (candidate.pending ? 'PENDING' : 'COMPLETED');

async function candidatesOf(db: Database, viewer: Viewer, sources: readonly TaskSource[] = TASK_SOURCES) {
  if (!hasTasks(viewer)) return [];
  return (await Promise.all(sources.map((source) => source.candidates(db, viewer)))).flat();
}

/** The tasks with what is left to review: one statement per source that has tasks among them. */
async function withQuestions(db: Database, viewer: Viewer, tasks: readonly TaskCandidate[]): Promise<TaskView[]> {
  const loaded = await Promise.all(
    TASK_SOURCES.map(async (source) => {
      const own = tasks.filter((task) => task.type === source.type);
      return [source.type, own.length ? await source.questions(db, viewer, own) : new Map()] as const;
    }),
  );
  const byType = new Map(loaded);
  return tasks.map((task) => ({
    ...task,
    status: statusOf(task),
    questions: byType.get(task.type)?.get(task.project.id) ?? [],
  }));
}

/**
 * Spec 2 §7 Tasks list: pages of at most 100, filtered by task status, newest project first (createdAt DESC).
 * `loadQuestions` when the request asks for them.
 */
export async function listTasks(
  db: Database,
  viewer: Viewer,
  page: PageArgs | null | undefined,
  statuses: readonly TaskStatus[] | null | undefined,
  loadQuestions: boolean,
): Promise<Page<TaskView>> {
  const window = pageWindow(page);
  if (window.pageSize > TASKS_PAGE_SIZE) {
    throw badInput(`Page size must be between 1 and ${TASKS_PAGE_SIZE}`, { pageSize: 'Out of range' });
  }
  const all = (await candidatesOf(db, viewer))
    .filter((task) => !statuses?.length || statuses.includes(statusOf(task)))
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        a.project.id.localeCompare(b.project.id) ||
        a.type.localeCompare(b.type),
    );
  const slice = all.slice(window.offset, window.offset + window.limit);
  const results = loadQuestions
    ? await withQuestions(db, viewer, slice)
    : slice.map((task) => ({ ...task, status: statusOf(task), questions: null }));
  return { results, total: all.length, page: window.page, pageSize: window.pageSize };
}

/** Spec 2 §7 Tasks (project id, type): the viewer's task on the project, complete or not; otherwise not found. */
export async function findTask(db: Database, viewer: Viewer, projectId: string, type: TaskType): Promise<TaskView> {
  if (!isUuid(projectId)) throw notFound('Task');
  const sources = TASK_SOURCES.filter((source) => source.type === type);
  const task = (await candidatesOf(db, viewer, sources)).find((candidate) => candidate.project.id === projectId);
  if (!task) throw notFound('Task');
  const [view] = await withQuestions(db, viewer, [task]);
  if (!view) throw notFound('Task');
  return view;
}

/** Spec 1 §7 tasksCount: the viewer's pending tasks per type (every type, zero included). */
export async function countTasks(db: Database, viewer: Viewer): Promise<Array<{ type: TaskType; count: number }>> {
  const pending = (await candidatesOf(db, viewer)).filter((task) => task.pending);
  return TASK_SOURCES.map(({ type }) => ({ type, count: pending.filter((task) => task.type === type).length }));
}
