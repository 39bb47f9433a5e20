import { describe, expect, it } from 'vitest';
import { DEMO_COMPLETED_PROJECT, DEMO_PASSWORD, DEMO_SCORING_PROJECT } from '../../src/seed/index.js';
import { LIST } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { scoringOf } from './scoring-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

const DASHBOARD = `query Dashboard($id: ID!) { projectDashboard(id: $id) {
  answers { rated unrated } scoring { ratedPercent products { name score winner } } } }`;
const BRANCHES = `query Branches($projectId: ID!) {
  branches(projectId: $projectId) { id isCreator createdBy { email } members { email } } }`;
const RESULT = 'query Result($id: ID!) { supplierProject(id: $id) { products { productName winner feedback } } }';

interface DashboardShape {
  projectDashboard: {
    answers: { rated: number; unrated: number };
    scoring: { ratedPercent: number; products: Array<{ name: string; score: number; winner: boolean }> };
  };
}
type BranchList = { branches: Array<{ id: string; isCreator: boolean; createdBy: { email: string } }> };

const signIn = (email: string) => signedInClient(testApp, `${email}@northwind.example`, DEMO_PASSWORD);

async function projectId(client: HttpClient, name: string) {
  const listed = dataOf(
    await client.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(LIST, {
      pagination: { page: 1, pageSize: 50 },
    }),
  );
  return listed.projects.results.find((row) => row.name === name)?.id ?? '';
}

const dashboardOf = async (client: HttpClient, id: string) =>
  dataOf(await client.graphql<DashboardShape>(DASHBOARD, { id })).projectDashboard;

/** Each product's score on a dashboard, by the product's name (without its vendor). */
const scores = (dashboard: DashboardShape['projectDashboard']) =>
  Object.fromEntries(dashboard.scoring.products.map((product) => [product.name.split(' — ').at(-1), product.score]));

/** What a user sees of the scoring project: their branch's scoring and their dashboard's figures. */
async function evaluation(email: string) {
  const client = await signIn(email);
  const id = await projectId(client, DEMO_SCORING_PROJECT);
  const { branches } = dataOf(await client.graphql<BranchList>(BRANCHES, { projectId: id }));
  const branch = branches[0];
  const scoring = branch ? dataOf(await scoringOf(client, { projectId: id, branchId: branch.id })).scoring : null;
  return { branches, scoring, dashboard: await dashboardOf(client, id) };
}

describe('the demo evaluation', () => {
  it('scores the RFP in scoring in two branches, part-rated by different people, each seeing only their own', async () => {
    const pm = await evaluation('pm');
    expect(pm.branches).toMatchObject([{ isCreator: true, createdBy: { email: 'pm@northwind.example' } }]);
    // Weights 3 (single sign-on) and 5 (fee): Globex 5 + 4 × 3 + 4 (the consensus on data retention, rated 3 here)
    // + 4 × 5; Acme 5 + 5 × 3 + 3 × 5 + 4; Initech 4 + 0.
    expect(pm.scoring?.products.map((product) => product.score)).toEqual([41, 39, 4]);
    expect(pm.scoring?.consensus).toEqual([
      expect.objectContaining({ rating: 4, reason: expect.stringContaining('Seven-year retention') }),
    ]);
    expect(pm.scoring?.ratedAnswers).toBe(10);
    expect(pm.dashboard.answers.rated).toBe(10);
    expect(pm.dashboard.answers.unrated).toBeGreaterThan(0);
    expect(scores(pm.dashboard)).toMatchObject({
      'Globex Enrol': 41,
      'Acme Talent Suite': 39,
      'Initech Payroll Pro': 4,
    });

    const expert = await evaluation('expert');
    expect(expert.branches).toMatchObject([{ isCreator: true, createdBy: { email: 'expert@northwind.example' } }]);
    // Weights 4 (data retention) and 2 (employers): Acme 4 + 5 × 2 + 4 × 4; Initech 2 × 4 + 2. The expert declared a
    // conflict of interest with Globex Enrol (issue 37), so Globex (its consensus among them) is hidden.
    expect(expert.scoring?.products.map((product) => product.score)).toEqual([30, 10]);
    expect(expert.dashboard.answers.rated).toBe(5);
    expect(Object.keys(scores(expert.dashboard))).not.toContain('Globex Enrol');
    const notes = expert.scoring?.sections.flatMap((section) =>
      section.questions.flatMap((question) => question.answers.flatMap((answer) => answer.notes?.value ?? [])),
    );
    expect(notes).toEqual(['Seven years matches the client’s own policy.']);

    // The owner is a member of the project manager's branch; the viewer is in none and sees no ratings.
    const owner = await evaluation('owner');
    expect(owner.branches).toMatchObject([{ isCreator: false, createdBy: { email: 'pm@northwind.example' } }]);
    expect(owner.scoring?.ratedAnswers).toBe(10);
    const viewer = await evaluation('viewer');
    expect(viewer.branches).toEqual([]);
    expect(viewer.dashboard.answers.rated).toBe(0);
    expect(viewer.dashboard.scoring.ratedPercent).toBe(0);
  });

  it('has a completed RFP with its winner first, real figures, and results its suppliers read', async () => {
    const pm = await signIn('pm');
    const id = await projectId(pm, DEMO_COMPLETED_PROJECT);
    const dashboard = await dashboardOf(pm, id);
    // Every answer rated, with weights 5 (fee) and 3 (integrations); the winner first.
    expect(dashboard.scoring.products.map(({ score, winner }) => ({ score, winner }))).toEqual([
      { score: 73, winner: true },
      { score: 62, winner: false },
      { score: 43, winner: false },
    ]);
    expect(dashboard.answers).toEqual({ rated: 32, unrated: 0 });
    expect(dashboard.scoring.ratedPercent).toBe(100);

    const supplier = await signedInClient(testApp, 'supplier@acme.example', DEMO_PASSWORD);
    const { products } = dataOf(
      await supplier.graphql<{
        supplierProject: { products: Array<{ productName: string; winner: boolean; feedback: string | null }> };
      }>(RESULT, { id }),
    ).supplierProject;
    expect(products).toEqual(
      expect.arrayContaining([
        { productName: 'Acme Payroll Cloud', winner: true, feedback: expect.stringContaining('Chosen for') },
        { productName: 'Acme People HRIS', winner: false, feedback: expect.stringContaining('A strong HRIS') },
      ]),
    );
    expect(products).toHaveLength(2);

    // The competing supplier reads its own product's result only, without the broker's unshared notes.
    const competitor = await signedInClient(testApp, 'grace@globex.example', DEMO_PASSWORD);
    const theirs = dataOf(
      await competitor.graphql<{
        supplierProject: { products: Array<{ productName: string; winner: boolean; feedback: string | null }> };
      }>(RESULT, { id }),
    ).supplierProject.products;
    expect(theirs).toEqual([{ productName: 'Globex Enrol', winner: false, feedback: null }]);
  });
});

const DEBRIEF = `query Debrief($id: ID!) { supplierProject(id: $id) { products { productName
  debrief { winner totalYours totalWinning notes sections { name } } } } }`;
type DebriefRead = {
  supplierProject: {
    products: Array<{
      productName: string;
      debrief: { winner: boolean; totalYours: number; totalWinning: number; notes: string | null } | null;
    }>;
  };
};

describe('The demo debriefs (issue 38 item 3)', () => {
  it('the completed RFP has sent each supplier its own summary against the winning bid', async () => {
    const id = await projectId(await signIn('pm'), DEMO_COMPLETED_PROJECT);
    const acme = await signedInClient(testApp, 'supplier@acme.example', DEMO_PASSWORD);
    const mine = dataOf(await acme.graphql<DebriefRead>(DEBRIEF, { id })).supplierProject.products;
    expect(
      mine.map((product) => [product.productName, product.debrief?.totalYours, product.debrief?.totalWinning]),
    ).toEqual(
      expect.arrayContaining([
        ['Acme Payroll Cloud', 73, 73],
        ['Acme People HRIS', 62, 73],
      ]),
    );
    const grace = await signedInClient(testApp, 'grace@globex.example', DEMO_PASSWORD);
    const read = await grace.graphql<DebriefRead>(DEBRIEF, { id });
    expect(dataOf(read).supplierProject.products).toEqual([
      {
        productName: 'Globex Enrol',
        debrief: expect.objectContaining({ winner: false, totalYours: 43, totalWinning: 73, notes: null }),
      },
    ]);
    expect(JSON.stringify(read)).not.toContain('Acme');
  });
});
