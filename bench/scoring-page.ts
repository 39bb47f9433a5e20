import { benchGridPage } from './grid-page.js';

/**
 * Issue 33 item 7: the scoring page of the bench's 30 submitted products × 1,000 questions (seed-scoring.ts), measured
 * as grid-page.ts says. Run `npm run build` first. Usage: npm run bench:scoring -w @shortlist/bench [-- PGlite]
 * (the server on PostgreSQL unless told; SCORING_PAGE_PORT, default 3297).
 */
await benchGridPage({
  name: 'Scoring page',
  port: Number(process.env.SCORING_PAGE_PORT ?? 3297),
  path: async (_request, _base, projectId) => `/projects/${projectId}/scoring`,
  columnWidth: 280,
});
