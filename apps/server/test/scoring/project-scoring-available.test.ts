import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts } from '../../src/db/schema/index.js';
import { answeringScene } from '../answers/answers-support.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

const available = async (client: HttpClient, id: string) =>
  dataOf(
    await client.graphql<{ project: { scoringAvailable: boolean } }>(
      'query Project($id: ID!) { project(id: $id) { scoringAvailable } }',
      { id },
    ),
  ).project.scoringAvailable;

describe('Project.scoringAvailable (spec 2 §4: the Scoring tab and page)', () => {
  it('opens in AWAITING once an accepted product has submitted, in SCORING and COMPLETED; not before', async () => {
    const scene = await answeringScene(testApp);
    const { client } = scene.broker;
    const id = scene.broker.project.id;
    expect(await available(client, id)).toBe(false);

    await db()
      .update(projectProducts)
      .set({ answersSubmittedAt: new Date() })
      .where(eq(projectProducts.id, scene.invitation.row.id));
    expect(await available(client, id)).toBe(true);

    for (const [status, expected] of [
      ['SCORING', true],
      ['COMPLETED', true],
      ['PUBLISHED', false],
    ] as const) {
      await setProjectStatus(db(), id, status);
      expect(await available(client, id)).toBe(expected);
    }
  });

  it('is false for a colleague without READ_SCORING', async () => {
    const scene = await answeringScene(testApp, 'SCORING');
    const reader = await projectViewer(testApp, scene, ['VIEW_DASHBOARD', 'READ_SCORING']);
    const other = await projectViewer(testApp, scene, ['VIEW_DASHBOARD']);
    expect(await available(reader.client, scene.broker.project.id)).toBe(true);
    expect(await available(other.client, scene.broker.project.id)).toBe(false);
  });
});
