import type { TaskType } from '@shortlist/domain';

/** Spec 2 §2: the task inbox, Review Questions and Rate Answers. */
export const TASKS_PATHS = {
  inbox: '/tasks',
  approveRoute: '/tasks/approve/:projectId',
  answersRoute: '/tasks/answers/:projectId',
} as const;

/** Where each task type is worked on, what the inbox calls it and how it says what is left. */
export const TASK_PAGES: Record<TaskType, { label: string; path: (projectId: string) => string; left: string }> = {
  PROJECT_QUESTIONS_TO_APPROVE: { label: 'Review Questions', path: (id) => `/tasks/approve/${id}`, left: 'question' },
  PROJECT_QUESTION_ANSWERS_TO_REVIEW: { label: 'Rate Answers', path: (id) => `/tasks/answers/${id}`, left: 'answer' },
};
