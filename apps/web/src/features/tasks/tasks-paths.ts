import type { TaskType } from '@shortlist/domain';

/** Spec 2 §2: the task inbox and Review Questions (Rate Answers, /tasks/answers/{projectId}, comes with ratings). */
export const TASKS_PATHS = {
  inbox: '/tasks',
  approveRoute: '/tasks/approve/:projectId',
} as const;

/** Where each task type is worked on, and what the inbox calls it (Rate Answers joins with its page). */
export const TASK_PAGES: Partial<Record<TaskType, { label: string; path: (projectId: string) => string }>> = {
  PROJECT_QUESTIONS_TO_APPROVE: { label: 'Review Questions', path: (id) => `/tasks/approve/${id}` },
};
