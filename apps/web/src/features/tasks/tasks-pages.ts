/** The task pages, loaded together (one chunk) when the route table first opens one of them. */
export { RateAnswersPage } from './rate-answers-page';
export { ReviewQuestionsPage } from './review-questions-page';
export { TasksInboxPage } from './tasks-inbox-page';
