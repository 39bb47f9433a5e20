import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiProvider, useAiProvider } from '../../src/modules/ai/index.js';
import { insertVendor } from '../suppliers/suppliers-support.js';
import { useTestApp } from '../support/test-app.js';
import { aiScene, settledSearch, startSearch } from './ai-support.js';
import { type ChatStandIn, startChatStandIn } from './chat-stand-in.js';

const testApp = useTestApp();
let standIn: ChatStandIn;

beforeAll(async () => {
  standIn = await startChatStandIn();
  // The production factory, configured as AI_BASE_URL would configure it, pointing at the stand-in.
  const { app } = testApp.running;
  const ai = { baseUrl: standIn.url, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000 };
  useAiProvider(app, createAiProvider({ ...app, config: { ...app.config, ai } }, { warn: () => undefined }));
});
afterAll(async () => {
  useAiProvider(testApp.running.app, null);
  await standIn.close();
});

describe('an AI search with a failing remote endpoint (issue 36 item 6)', () => {
  it('asks the endpoint, then answers with the local engine’s suggestions when it fails', async () => {
    standIn.reply({ status: 500 });
    const scene = await aiScene(testApp, { aiSupplierSearches: 5 });
    await insertVendor(testApp.running.app.db, {
      name: 'Ledgerline Payroll',
      industry: 'Payroll services',
      products: [{ name: 'Ledgerline Payroll Cloud' }],
    });

    await startSearch(scene.client, scene.project.id, 'PRODUCTS', 'payroll');
    const search = await settledSearch(scene.client, scene.project.id, 'PRODUCTS');

    expect(standIn.received.length).toBeGreaterThan(0);
    expect(standIn.received[0]?.path).toBe('/v1/chat/completions');
    expect(search.status).toBe('SUCCESS');
    expect(search.products.map((product) => product.name)).toContain('Ledgerline Payroll Cloud');
    expect(search.products.find((product) => product.name === 'Ledgerline Payroll Cloud')?.purpose).toMatch(/payroll/i);
  });
});
