import { SetRatingDocument } from '@shortlist/web/documents';
import { print } from 'graphql';
import { saveFailures } from './answer-saves.js';

/** Issue 33's rating load: one user rating the submitted answers of a project in SCORING, one after the other. */
export interface RatingSaves {
  projectId: string;
  cookie: string;
  /** The project products, in the scoring page's order. */
  productIds: string[];
  /** Kept by section (not one row per answer): the load's options travel as one command-line argument. */
  sections: Array<{ sectionId: string; questionIds: string[] }>;
}

const SET_RATING = print(SetRatingDocument);

interface RatingReply {
  data?: { setRating?: { rating: number } | null };
  errors?: unknown[];
}

/**
 * An autocannon request that rates the next answer on each request, product by product then question by question,
 * with a rating 1–5 (each save writes: the rating is upserted). A refused save counts in `saveFailures` (reported as
 * errors).
 */
export function ratingSaveRequest(load: RatingSaves, headers: Record<string, string>) {
  const questions = load.sections.flatMap(({ sectionId, questionIds }) =>
    questionIds.map((questionId) => ({ sectionId, questionId })),
  );
  const answers = questions.length * load.productIds.length;
  let sent = 0;
  return {
    method: 'POST' as const,
    path: '/api/graphql',
    setupRequest: (request: { headers: Record<string, string> }) => {
      const answer = sent % answers;
      const round = Math.floor(sent / answers);
      sent += 1;
      const question = questions[Math.floor(answer / load.productIds.length)];
      const input = {
        projectId: load.projectId,
        productId: load.productIds[answer % load.productIds.length],
        ...question,
        rating: 1 + ((answer + round) % 5),
      };
      return {
        ...request,
        headers: { ...headers, cookie: load.cookie },
        body: JSON.stringify({ query: SET_RATING, variables: { input } }),
      };
    },
    onResponse: (status: number, body: string) => {
      const reply = status === 200 ? (JSON.parse(body) as RatingReply) : null;
      if (!reply?.data?.setRating || reply.errors) saveFailures.count += 1;
    },
  };
}
