import type { Privilege } from '../privileges.js';
import type { ProjectStatus } from '../projects/status.js';

/** Spec 1 §3 task types. */
export const TASK_TYPES = ['PROJECT_QUESTIONS_TO_APPROVE', 'PROJECT_QUESTION_ANSWERS_TO_REVIEW'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Spec 2 §4 Task completion: a task is pending until nothing is left to review, then complete. */
export const TASK_STATUSES = ['PENDING', 'COMPLETED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Spec 2 §4 Task completion: the project statuses in which each task type appears. */
export const TASK_PROJECT_STATUSES = {
  PROJECT_QUESTIONS_TO_APPROVE: ['IN_REVIEW'],
  PROJECT_QUESTION_ANSWERS_TO_REVIEW: ['SCORING', 'AWAITING'],
} as const satisfies Record<TaskType, readonly ProjectStatus[]>;

/** Spec 2 §9, spec 3 §9: the tasks list fetches up to 100 projects. */
export const TASKS_PAGE_SIZE = 100;

/** Spec 2 §8, spec 3 §8 Tasks: the empty and all-done texts. */
export const TASK_MESSAGES = {
  noTasks: 'There are no tasks right now',
  questionsReviewed: 'All questions are already reviewed for the project.',
  answersReviewed: 'All answers are already reviewed for the project.',
  /** Spec 2 §8 Question approval (also on reject). */
  approveFailed: 'Unable to approve a question',
} as const;

export interface TasksAccessInput {
  /** The user type: administrators never have tasks (their counts are not requested). */
  userType: string;
  privileges: ReadonlySet<Privilege> | readonly Privilege[];
  /** The company setting enableExperts. */
  enableExperts: boolean;
}

const holds = (privileges: TasksAccessInput['privileges'], privilege: Privilege) =>
  privileges instanceof Set ? privileges.has(privilege) : (privileges as readonly Privilege[]).includes(privilege);

/**
 * Spec 1 §6, spec 2 §6, spec 3 §6: tasks (the menu, the inbox and the counts) need the experts setting and
 * MANAGE_PROJECT_QUESTIONS, and not MANAGE_BROKERS; task counts are not requested for administrators.
 */
export function tasksAvailable({ userType, privileges, enableExperts }: TasksAccessInput): boolean {
  return (
    enableExperts &&
    userType !== 'ADMIN' &&
    holds(privileges, 'MANAGE_PROJECT_QUESTIONS') &&
    !holds(privileges, 'MANAGE_BROKERS')
  );
}
