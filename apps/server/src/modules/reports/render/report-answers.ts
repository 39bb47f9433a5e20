import type { ReportAnswer, ReportData, ReportQuestion, ReportSection } from './report-data.js';
import type { ReportProduct } from './report-products.js';

/**
 * How many answers are read at a time (100 questions of 30 products, or every question of one product's sheet):
 * a report of 30 products × 1,000 questions holding all its answers peaked 40–55 MB higher (bench/RESULTS.md).
 */
export const ANSWERS_PER_READ = 3_000;

/** How many questions' answers of `products` products one read takes. */
export const questionsPerRead = (products: number) => Math.max(1, Math.floor(ANSWERS_PER_READ / Math.max(1, products)));

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
  const step = questionsPerRead(products.length);
  for (let start = 0; start < listed.length; start += step) {
    const part = listed.slice(start, start + step);
    const answers = await data.readAnswers(
      part.map(({ question }) => question),
      products,
    );
    for (const [index, entry] of part.entries()) yield { ...entry, answers: answers[index] ?? [] };
  }
}
