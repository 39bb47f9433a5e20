import type { ParticipationStatus } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts, projects } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { useTestApp } from '../support/test-app.js';
import { buildSupplier, inviteProduct, publishedProject } from './supplier-side-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const READ = `query Result($id: ID!, $hash: String) {
  supplierProject(id: $id, hash: $hash) { products { id winner feedback } } }`;

interface ResultShape {
  supplierProject: { products: Array<{ id: string; winner: boolean | null; feedback: string | null }> };
}

/**
 * A completed RFP: the supplier's product accepted, winner or not, with notes shared or not; a competitor that won
 * with shared notes of its own.
 */
async function scene(own: { winner: boolean; shareNotes: boolean; participation?: ParticipationStatus }) {
  const broker = await publishedProject(testApp);
  const supplier = await buildSupplier(testApp, ['Result Suite']);
  const competitor = await buildSupplier(testApp, ['Rival Suite']);
  const mine = await inviteProduct(testApp, broker.project.id, supplier.products[0]?.id ?? '', own.participation);
  const rival = await inviteProduct(testApp, broker.project.id, competitor.products[0]?.id ?? '', 'ACCEPTED');
  await db()
    .update(projectProducts)
    .set({ participationStatus: own.participation ?? 'ACCEPTED', winner: own.winner, shareNotes: own.shareNotes })
    .where(eq(projectProducts.id, mine.row.id));
  await db()
    .update(projectProducts)
    .set({ winner: true, shareNotes: true, notes: 'Rival feedback' })
    .where(eq(projectProducts.id, rival.row.id));
  await setProjectStatus(db(), broker.project.id, 'COMPLETED');
  const read = async (hash?: string) =>
    dataOf(await supplier.client.graphql<ResultShape>(READ, { id: broker.project.id, hash })).supplierProject.products;
  return { broker, supplier, mine, rival, read };
}

const NOTES = 'Broker-only note: weak on security';

describe('the supplier’s result (spec 2 §4, RFP/RFI in COMPLETED)', () => {
  it('gives an accepted winner its flag and the notes the broker shared, and nothing of another product', async () => {
    const { mine, read } = await scene({ winner: true, shareNotes: true });
    expect(await read()).toEqual([{ id: mine.row.id, winner: true, feedback: NOTES }]);
  });

  it('tells a supplier that did not win, never with notes left unshared', async () => {
    const { mine, read } = await scene({ winner: false, shareNotes: false });
    expect(await read()).toEqual([{ id: mine.row.id, winner: false, feedback: null }]);
  });

  it('gives the same to a visitor with the invitation link', async () => {
    const { mine, read } = await scene({ winner: true, shareNotes: true });
    const visitor = await testApp.client().graphql<ResultShape>(READ, { id: mine.row.projectId, hash: mine.token });
    expect(dataOf(visitor).supplierProject.products).toEqual(await read());
  });

  it('gives nothing before the project is completed, for a Panel or to a supplier that declined', async () => {
    const { broker, mine, read } = await scene({ winner: true, shareNotes: true });
    const nothing = [{ id: mine.row.id, winner: null, feedback: null }];
    await setProjectStatus(db(), broker.project.id, 'SCORING');
    expect(await read()).toEqual(nothing);
    await setProjectStatus(db(), broker.project.id, 'COMPLETED');
    await db().update(projects).set({ type: 'PANEL' }).where(eq(projects.id, broker.project.id));
    expect(await read()).toEqual(nothing);

    const declined = await scene({ winner: false, shareNotes: true, participation: 'DECLINED' });
    expect(await declined.read()).toEqual([{ id: declined.mine.row.id, winner: null, feedback: null }]);
  });
});
