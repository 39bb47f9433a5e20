import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCuttableProxy } from '../support/cuttable-proxy.js';
import { dataOf } from '../support/graphql-results.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, answeringScene, save } from './answers-support.js';

// An embedded database cannot be out of reach: this runs in the PostgreSQL pass of the suite.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('saving an answer while the database is out of reach', () => {
  let testApp: TestApp;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  beforeAll(async () => {
    const { hostname, port } = new URL(serverUrl ?? '');
    proxy = await startCuttableProxy({ host: hostname, port: Number(port || 5432) });
    testApp = await startTestApp({}, {}, proxy.through);
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await testApp.close();
    await proxy.close();
  });

  it('answers 503 with a retry hint, and the same save goes through once it is back', async () => {
    const scene = await answeringScene(testApp);
    const answer = { value: 'Saved after the outage' };
    const questionId = scene.questions.text;
    await proxy.cut();

    const refused = await scene.supplier.client.post('/api/graphql', {
      query: ANSWER_OPERATIONS.save,
      variables: {
        input: { projectId: scene.broker.project.id, productId: scene.invitation.row.id, questionId, answer },
      },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(JSON.stringify(refused.body)).toContain(ERROR_CODES.serviceUnavailable);
    expect(JSON.stringify(refused.body)).toContain(MESSAGES.failedToFetch);

    await proxy.restore();
    const saved = dataOf(await save(scene.supplier.client, scene, questionId, answer));
    expect(saved.saveAnswer.answer).toMatchObject({ value: answer.value, version: 1 });
  });
});
