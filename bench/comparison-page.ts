import { comparisonColumnWidth } from '@shortlist/domain';
import { benchGridPage } from './grid-page.js';
import { createBenchComparison } from './seed-comparison.js';
import { apiCall } from './web-server.js';

/**
 * Issue 34 item 2: the comparison grid of every one of the bench's 30 submitted products × 1,000 questions
 * (seed-scoring.ts), measured as grid-page.ts says. Run `npm run build` first. Usage: npm run bench:comparison -w
 * @shortlist/bench [-- PGlite] (the server on PostgreSQL unless told; COMPARISON_PAGE_PORT, default 3298).
 */
await benchGridPage({
  name: 'Comparison grid',
  port: Number(process.env.COMPARISON_PAGE_PORT ?? 3298),
  path: async (request, base, projectId) => {
    const id = await createBenchComparison((query, variables) => apiCall(request, base, query, variables), projectId);
    return `/projects/${projectId}/comparison/${id}`;
  },
  columnWidth: comparisonColumnWidth(false, 30),
});
