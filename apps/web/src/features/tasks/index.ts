import { lazyNamed } from '../../lib/lazy-named';

export { taskUsers } from './tasks-access';
export { TASKS_PATHS } from './tasks-paths';

/** The pages, loaded when the route table first opens one of them (one chunk). */
const pages = () => import('./tasks-pages');
export const TasksInboxPage = lazyNamed(pages, 'TasksInboxPage');
export const ReviewQuestionsPage = lazyNamed(pages, 'ReviewQuestionsPage');
export const RateAnswersPage = lazyNamed(pages, 'RateAnswersPage');
/** The top bar's pending count, loaded with the Tasks entry (only for users the menu rule lets see it). */
export const TasksCountBadge = lazyNamed(() => import('./tasks-count-badge'), 'TasksCountBadge');
