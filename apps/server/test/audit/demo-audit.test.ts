import { describe, expect, it } from 'vitest';
import { runAuditVerify } from '../../src/modules/audit/index.js';
import { DEMO_COMPLETED_PROJECT, DEMO_PASSWORD, DEMO_SCORING_PROJECT } from '../../src/seed/index.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { ENTRIES, type EntriesData } from './audit-readers-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

const PAGE = { page: 1, pageSize: 500 };
const PROJECTS = 'query Projects($pagination: PageInput) { projects(pagination: $pagination) { results { id name } } }';
type Listed = { projects: { results: Array<{ id: string; name: string }> } };

describe("the demo's audit trail (issue 38)", () => {
  it('verifies: `npm run audit:verify` finds every chain intact', async () => {
    const lines: string[] = [];
    expect(await runAuditVerify(testApp.running.app.db, (line) => lines.push(line))).toBe(0);
    expect(lines).toHaveLength(1);
  });

  it("tells Northwind's months of work in time order, from the documentation addresses", async () => {
    const owner = await signedInClient(testApp, 'owner@northwind.example', DEMO_PASSWORD);
    const { results } = dataOf(await owner.graphql<EntriesData>(ENTRIES, { pagination: PAGE })).auditEntries;
    // Newest first: the owner's sign-in of this test, then the seeded past.
    const [now, ...seeded] = results;
    expect(now).toMatchObject({ kind: 'auth.signed_in', actorEmail: 'owner@northwind.example' });
    expect(seeded.length).toBeGreaterThan(60);
    const times = seeded.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeLessThan(Date.now() - 140 * 24 * 60 * 60 * 1000);
    for (const entry of seeded) expect(entry.address).toMatch(/^(203\.0\.113|198\.51\.100)\.\d+$/);
    const kinds = new Set(seeded.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(
      [
        'auth.signed_in',
        'auth.sign_in_failed',
        'users.invited',
        'project.created',
        'project.status_changed',
        'question.approved',
        'supplier.invited',
        'conflict.declared',
        'scoring.weight_changed',
        'scoring.rating_saved',
        'scoring.consensus_recorded',
        'winners.selected',
      ].sort(),
    );
    const failed = seeded.find((entry) => entry.kind === 'auth.sign_in_failed');
    expect(failed).toMatchObject({ targetLabel: 'expert@northwind.example', address: '198.51.100.77' });
    const winners = seeded.find((entry) => entry.kind === 'winners.selected');
    expect(winners).toMatchObject({ projectName: DEMO_COMPLETED_PROJECT });
    expect(winners?.after).toContain('Acme Payroll Cloud');
  });

  it("shows the scoring project's own trail: created, moved to Scoring, declarations, weights, ratings, consensus", async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = await pm.graphql<Listed>(PROJECTS, { pagination: { page: 1, pageSize: 50 } });
    const projectId = dataOf(listed).projects.results.find((row) => row.name === DEMO_SCORING_PROJECT)?.id;
    // Its owner (the project manager who created it) reads the project's trail.
    const filtered = await pm.graphql<EntriesData>(ENTRIES, { filter: { projectId }, pagination: PAGE });
    const trail = dataOf(filtered).auditEntries.results.reverse();
    expect(trail.every((entry) => entry.projectName === DEMO_SCORING_PROJECT)).toBe(true);
    expect(trail[0]).toMatchObject({ kind: 'project.created', actorEmail: 'pm@northwind.example' });
    const moves = trail.filter((entry) => entry.kind === 'project.status_changed').map((entry) => entry.after);
    expect(moves).toEqual(
      ['IN_REVIEW', 'PUBLISHED', 'AWAITING', 'SCORING'].map((status) => expect.stringContaining(status)),
    );
    const invited = trail.filter((entry) => entry.kind === 'supplier.invited').map((entry) => entry.targetLabel);
    expect(invited).toHaveLength(3);
    for (const product of ['Acme Talent Suite', 'Globex Enrol', 'Initech Payroll Pro']) {
      expect(invited.some((name) => name?.includes(product))).toBe(true);
    }
    const conflicted = trail.filter((entry) => entry.kind === 'conflict.declared' && entry.after?.includes('true'));
    expect(conflicted).toEqual([
      expect.objectContaining({
        actorEmail: 'expert@northwind.example',
        targetLabel: expect.stringContaining('Globex'),
      }),
    ]);
    expect(trail.at(-1)?.kind).toBe('scoring.consensus_recorded');
  });
});
