import { describe, expect, it } from 'vitest';
import { DEMO_ANSWERING_PROJECT, DEMO_PASSWORD } from '../../src/seed/index.js';
import { LIST } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { scoringOf } from './scoring-support.js';

const testApp = useTestApp({ seedDemo: true });

const DASHBOARD = `query Dashboard($id: ID!) { projectDashboard(id: $id) {
  answers { rated unrated } scoring { ratedPercent products { name score submitted } } } }`;

interface DashboardShape {
  projectDashboard: {
    answers: { rated: number; unrated: number };
    scoring: { ratedPercent: number; products: Array<{ name: string; score: number; submitted: boolean }> };
  };
}

describe('the demo scoring', () => {
  it('shows the RFP awaiting answers part-rated: real figures on the dashboard and the scoring read', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = dataOf(
      await pm.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(LIST, {
        pagination: { page: 1, pageSize: 50 },
      }),
    );
    const id = listed.projects.results.find((row) => row.name === DEMO_ANSWERING_PROJECT)?.id ?? '';
    const dashboard = dataOf(await pm.graphql<DashboardShape>(DASHBOARD, { id })).projectDashboard;
    expect(dashboard.answers.rated).toBe(8);
    expect(dashboard.answers.unrated).toBeGreaterThan(0);
    expect(dashboard.scoring.ratedPercent).toBeGreaterThan(0);
    expect(dashboard.scoring.ratedPercent).toBeLessThan(100);
    // Globex: 5 + 3 × 4 + 3 + 5 × 4 (its No Rate counts nothing); Acme Talent Suite: 5 + 3 × 5 + 5 × 3.
    expect(dashboard.scoring.products.slice(0, 2)).toEqual([
      { name: expect.stringContaining('Globex Enrol'), score: 40, submitted: true },
      { name: expect.stringContaining('Acme Talent Suite'), score: 35, submitted: true },
    ]);
    const scoring = dataOf(await scoringOf(pm, { projectId: id })).scoring;
    expect(scoring.products.map((product) => product.score)).toEqual([40, 35]);
    expect(scoring.ratedAnswers).toBe(8);
  });
});
