// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './project-blind.graphql.js';
import './consensus.graphql.js';
import './debriefs/debriefs.graphql.js';
import './project-scoring-available.graphql.js';
import './scoring-approval.graphql.js';
import './scoring.graphql.js';
import './winner-sensitivity.graphql.js';
import './winners.graphql.js';

export { recordDebriefs } from './debriefs/debrief-records.js';
export { scoringModule } from './manifest.js';
export { SCORING_APPROVAL_REFUSED } from './scoring-approval.js';
export { type AnswerRow as ScoredAnswerRow, blindAnswerRows } from './scoring-grid.js';
export {
  answerRows as scoredAnswerRows,
  productRows as scoredProductRows,
  questionRows as scoredQuestionRows,
} from './scoring-queries.js';
export { type AnswerToRate, answersToRate, type ReviewScope, unratedAnswers } from './scoring-review.js';
export { SCOPE_MESSAGES, type ScoringReader, type ScoringScope, scoringReader } from './scoring-scope.js';
export {
  loadScoredSubset,
  type ScoredSubset,
  type ScoredSubsetRequest,
  type SubsetProduct,
  type SubsetSection,
} from './scoring-subset.js';
export { countScoredQuestions, type ProductTally, productTallies } from './scoring-tallies.js';
