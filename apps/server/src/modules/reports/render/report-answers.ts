import type { ReportAnswer, ReportData, ReportQuestion, ReportSection } from './report-data.js';
import type { ReportProduct } from './report-products.js';

/**
 * How many questions' answers are read at a time: 200 questions × 30 products is 6,000 answers in memory at most,
 * where a report of 30 products × 1,000 questions holding them all peaked 40–55 MB higher (bench/RESULTS.md).
 */
export const QUESTIONS_PER_READ = 200;

export interface AnsweredQuestion {
  section: ReportSection;
  /** The first question of its section: where a section heading goes. */
  opensSection: boolean;
  question: ReportQuestion;
  /** Aligned with the products asked for. */
  answers: Array<ReportAnswer | null>;
}

/** The report's questions in order with the answers of `products` (all of the report's by default), read in parts. */
export async function* answeredQuestions(
  data: ReportData,
  products: readonly ReportProduct[] = data.products,
): AsyncGenerator<AnsweredQuestion> {
  const listed = data.sections.flatMap((section) =>
    section.questions.map((question, index) => ({ section, question, opensSection: index === 0 })),
  );
  for (let start = 0; start < listed.length; start += QUESTIONS_PER_READ) {
    const part = listed.slice(start, start + QUESTIONS_PER_READ);
    const answers = await data.readAnswers(
      part.map(({ question }) => question),
      products,
    );
    for (const [index, entry] of part.entries()) yield { ...entry, answers: answers[index] ?? [] };
  }
}
