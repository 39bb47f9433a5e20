import { compareScoredProducts, productScore, type ScoredAnswer, scoringCompleteness } from '@shortlist/domain';
import type { ScoringQuery } from '../../gql/graphql';

/** The scoring as read: its answers in one grid (scoring-grid.ts turns it into the cells below). */
export type ScoringRead = ScoringQuery['scoring'];

/** One product's answer to one question, with its rating and notes in the scope. */
export interface ScoringCell {
  productId: string;
  rating: number | null;
  /** What a cell shows of the answer. */
  answer: { value: unknown; secondaryValue: unknown; notApplicable: boolean; notApplicableDescription: string | null };
  notes: { value: string; updatedAt: string } | null;
  /** Issue 37: the agreed rating a project owner recorded, which the score uses instead of the scope's. */
  consensus?: { rating: number; reason: string } | null;
}

export type ScoringQuestion = ScoringRead['sections'][number]['questions'][number] & { answers: ScoringCell[] };
export type ScoringSection = Omit<ScoringRead['sections'][number], 'questions'> & { questions: ScoringQuestion[] };
export type ScoringData = Omit<ScoringRead, 'sections' | 'grid'> & { sections: ScoringSection[] };
export type ScoringProduct = ScoringData['products'][number];

/** Which answer a call is about: the question (in its section) and, for ratings and notes, the product. */
export interface ScoringTarget {
  sectionId: string;
  questionId: string;
}

type QuestionChange = (question: ScoringQuestion) => ScoringQuestion;

/**
 * Spec 2 §9 figures after one change: each product's score (Σ weight × rating, No Rate counting nothing), their
 * order (winner first, then by score) and the rated share, as the server computes them on the next read.
 */
function withFigures(scoring: ScoringData): ScoringData {
  const byProduct = new Map<string, ScoredAnswer[]>();
  let totalAnswers = 0;
  let ratedAnswers = 0;
  for (const question of scoring.sections.flatMap((section) => section.questions)) {
    // Only approved questions are scored; the others are listed to whoever may approve them.
    if (question.status !== 'APPROVED') continue;
    for (const { productId, rating: own, consensus } of question.answers) {
      const answers = byProduct.get(productId) ?? [];
      // As the server counts it: the consensus where one exists, else the scope's own rating.
      const rating = consensus?.rating ?? own;
      answers.push({ weight: question.weight, rating, approved: true, submitted: true });
      byProduct.set(productId, answers);
      totalAnswers += 1;
      if (rating !== null) ratedAnswers += 1;
    }
  }
  const products = scoring.products
    .map((product) => ({ ...product, score: productScore(byProduct.get(product.productId) ?? []) }))
    .sort((a, b) =>
      compareScoredProducts(
        { ...a, id: a.productId, accepted: true, submitted: true },
        { ...b, id: b.productId, accepted: true, submitted: true },
      ),
    );
  return {
    ...scoring,
    products,
    ratedAnswers,
    totalAnswers,
    completeness: scoringCompleteness(ratedAnswers, totalAnswers),
  };
}

function changeQuestion(scoring: ScoringData, target: ScoringTarget, change: QuestionChange): ScoringData {
  return {
    ...scoring,
    sections: scoring.sections.map((section) =>
      section.sectionId !== target.sectionId
        ? section
        : {
            ...section,
            questions: section.questions.map((question) =>
              question.questionId === target.questionId ? change(question) : question,
            ),
          },
    ),
  };
}

function changeCell(question: ScoringQuestion, productId: string, change: (cell: ScoringCell) => ScoringCell) {
  return { ...question, answers: question.answers.map((cell) => (cell.productId === productId ? change(cell) : cell)) };
}

export const withRating = (scoring: ScoringData, target: ScoringTarget, productId: string, rating: number) =>
  withFigures(
    changeQuestion(scoring, target, (question) => changeCell(question, productId, (cell) => ({ ...cell, rating }))),
  );

export const withWeight = (scoring: ScoringData, target: ScoringTarget, weight: number) =>
  withFigures(changeQuestion(scoring, target, (question) => ({ ...question, weight })));

export const withNotes = (
  scoring: ScoringData,
  target: ScoringTarget,
  productId: string,
  notes: { value: string; updatedAt: string } | null,
) =>
  changeQuestion(scoring, target, (question) =>
    changeCell(question, productId, (cell) => ({
      ...cell,
      notes,
    })),
  );
