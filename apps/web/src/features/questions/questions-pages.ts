/** The questions pages, loaded together (one chunk) when the route table first opens one of them. */
export { ProjectQuestionsPage } from './page/project-questions-page';
