import { NO_INTEGRITY } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { ALL_INTEGRITY, DEMO_PASSWORD, DEMO_SCORING_PROJECT } from '../../src/seed/index.js';
import { readConflicts } from '../integrity/conflicts-support.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { readCalibration } from './consensus-support.js';
import { type Sensitivity, WINNER_SENSITIVITY } from './winner-sensitivity-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

const FLAGS = 'integrity { sealedAnswers conflictDeclarations blindScoring consensus winnerSensitivity }';
const FEATURES = `query { profile { company { features { ${FLAGS} } } } }`;
const SETTINGS = `query Projects($pagination: PageInput) {
  projects(pagination: $pagination) { results { id name settings { ${FLAGS} } } } }`;
const DASHBOARD = `query Dashboard($id: ID!) { projectDashboard(id: $id) {
  scoring { products { id score accepted submitted } } } }`;

const BRANCHES = 'query Branches($projectId: ID!) { branches(projectId: $projectId) { id } }';
const BLIND = `query Blind($projectId: ID!, $branchId: ID) {
  scoring(projectId: $projectId, branchId: $branchId) { blind products { name } } }`;
type Branches = { branches: Array<{ id: string }> };
type Blind = { scoring: { blind: boolean; products: Array<{ name: string }> } };

type Listed = { projects: { results: Array<{ id: string; name: string; settings: { integrity: unknown } }> } };
type DashboardShape = {
  projectDashboard: {
    scoring: { products: Array<{ id: string; score: number; accepted: boolean; submitted: boolean }> };
  };
};

describe('evaluation integrity in the demo (issue 37)', () => {
  it('the broker allows every feature; only the scoring project has them on', async () => {
    const client = await signedInClient(testApp, 'owner@northwind.example', DEMO_PASSWORD);
    const features = dataOf(await client.graphql<{ profile: { company: { features: unknown } } }>(FEATURES));
    expect(features.profile.company.features).toEqual({ integrity: ALL_INTEGRITY });
    const { projects } = dataOf(await client.graphql<Listed>(SETTINGS, { pagination: { page: 1, pageSize: 50 } }));
    const on = projects.results.filter((project) => project.name === DEMO_SCORING_PROJECT);
    expect(on.map((project) => project.settings.integrity)).toEqual([ALL_INTEGRITY]);
    for (const project of projects.results.filter((row) => row.name !== DEMO_SCORING_PROJECT)) {
      expect(project.settings.integrity, project.name).toEqual(NO_INTEGRITY);
    }
  });

  it('shows the expert (not an owner) the suppliers as Supplier A, B, C, and the project manager their names', async () => {
    const names = async (email: string) => {
      const client = await signedInClient(testApp, email, DEMO_PASSWORD);
      const { projects } = dataOf(await client.graphql<Listed>(SETTINGS, { pagination: { page: 1, pageSize: 50 } }));
      const projectId = projects.results.find((project) => project.name === DEMO_SCORING_PROJECT)?.id ?? '';
      const { branches } = dataOf(await client.graphql<Branches>(BRANCHES, { projectId }));
      const read = await client.graphql<Blind>(BLIND, { projectId, branchId: branches[0]?.id });
      return dataOf(read).scoring;
    };
    const expert = await names('expert@northwind.example');
    expect(expert.blind).toBe(true);
    // Three accepted suppliers have aliases A to C; the expert's declared conflict hides Globex Enrol's from them.
    const aliases = expert.products.map((product) => product.name);
    expect(aliases).toHaveLength(2);
    expect(aliases.every((name) => /^Supplier [ABC]$/.test(name))).toBe(true);
    const pm = await names('pm@northwind.example');
    expect(pm.blind).toBe(false);
    expect(pm.products.map((product) => product.name).sort()).toEqual([
      'Acme Software \u2014 Acme Talent Suite',
      'Globex Benefits \u2014 Globex Enrol',
      'Initech Payroll \u2014 Initech Payroll Pro',
    ]);
  });

  it('shows the project manager what would flip the winner in their branch, ranked as their dashboard', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const { projects } = dataOf(await pm.graphql<Listed>(SETTINGS, { pagination: { page: 1, pageSize: 50 } }));
    const projectId = projects.results.find((project) => project.name === DEMO_SCORING_PROJECT)?.id ?? '';
    const { winnerSensitivity } = dataOf(await pm.graphql<Sensitivity>(WINNER_SENSITIVITY, { projectId }));
    const dashboard = dataOf(await pm.graphql<DashboardShape>(DASHBOARD, { id: projectId })).projectDashboard;
    const scored = dashboard.scoring.products.filter((product) => product.accepted && product.submitted);
    expect(winnerSensitivity.ranking.map((row) => row.score).sort()).toEqual(
      scored.map((product) => product.score).sort(),
    );
    expect(winnerSensitivity.ranking).toHaveLength(3);
    expect(winnerSensitivity.sections.length).toBeGreaterThan(0);
  });

  it('has the expert declared in conflict with Globex Enrol, the viewer undeclared, and the owners reading both', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const { projects } = dataOf(await pm.graphql<Listed>(SETTINGS, { pagination: { page: 1, pageSize: 50 } }));
    const projectId = projects.results.find((project) => project.name === DEMO_SCORING_PROJECT)?.id ?? '';
    const expert = await signedInClient(testApp, 'expert@northwind.example', DEMO_PASSWORD);
    const theirs = await readConflicts(expert, projectId);
    expect(theirs).toMatchObject({ enabled: true, pendingCount: 0, hiddenCount: 1, declarations: null });
    expect(theirs.suppliers.filter((row) => row.state === 'CONFLICT').map((row) => row.name)).toEqual([
      'Globex Benefits — Globex Enrol',
    ]);
    const viewer = await signedInClient(testApp, 'viewer@northwind.example', DEMO_PASSWORD);
    const pending = await readConflicts(viewer, projectId);
    expect(pending.pendingCount).toBe(pending.suppliers.length);
    expect(pending.pendingCount).toBeGreaterThan(0);
    const owners = await readConflicts(pm, projectId);
    expect(owners.isProjectOwner).toBe(true);
    expect(owners.declarations?.filter((row) => row.hasConflict)).toEqual([
      expect.objectContaining({ userName: expect.stringMatching(/\S/), mayLetIn: true }),
    ]);
  });

  it('shows the project manager (its owner) two disagreements between the branches, one settled by a consensus', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const { projects } = dataOf(await pm.graphql<Listed>(SETTINGS, { pagination: { page: 1, pageSize: 50 } }));
    const projectId = projects.results.find((project) => project.name === DEMO_SCORING_PROJECT)?.id ?? '';
    const { calibration } = dataOf(await readCalibration(pm, projectId));
    expect(
      calibration.items.map(({ productName, questionLabel, spread, consensus }) => ({
        product: productName.split(' \u2014 ').at(-1),
        questionLabel,
        spread,
        consensus: consensus?.rating ?? null,
      })),
    ).toEqual(
      expect.arrayContaining([
        { product: 'Globex Enrol', questionLabel: 'Describe your data-retention policy', spread: 2, consensus: 4 },
        {
          product: 'Initech Payroll Pro',
          questionLabel: 'Do you support single sign-on with SAML 2.0?',
          spread: 2,
          consensus: null,
        },
      ]),
    );
    expect(calibration.items).toHaveLength(2);
    expect(calibration.evaluators.map((evaluator) => evaluator.name).sort()).toEqual(['Erin Expert', 'Peter Manager']);
    const expert = await signedInClient(testApp, 'expert@northwind.example', DEMO_PASSWORD);
    expect((await readCalibration(expert, projectId)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
