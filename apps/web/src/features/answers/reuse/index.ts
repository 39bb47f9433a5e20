export { PreviousAnswer } from './previous-answer';
export type { ReuseTarget } from './reuse-model';
export {
  SIMILAR_QUESTIONS_TEXTS,
  SimilarQuestionsDrawer,
  type SimilarQuestionsDrawerProps,
} from './similar-questions-drawer';
export { usePreviousAnswers } from './use-previous-answers';
