import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiProvider, createRemoteEngine } from '../../src/modules/ai/index.js';
import { useTestApp } from '../support/test-app.js';
import { type ChatStandIn, startChatStandIn } from './chat-stand-in.js';
import {
  buildRemoteEngineWorld,
  LOCAL_SECTIONS,
  LOCAL_TABLES,
  OTHER_TENANT,
  recordingLocalEngine,
} from './remote-engine-support.js';

const API_KEY = 'sk-test-remote-0123456789';
const testApp = useTestApp();
let standIn: ChatStandIn;
let world: Awaited<ReturnType<typeof buildRemoteEngineWorld>>;

beforeAll(async () => {
  standIn = await startChatStandIn();
  world = await buildRemoteEngineWorld(testApp.running.app.db);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.received.length = 0;
});

/** The remote engine against the stand-in, over the recording local engine; its warnings kept. */
function remoteEngine(overrides: { apiKey?: string; timeoutMs?: number } = {}) {
  const local = recordingLocalEngine([
    { product: world.acmeProduct, industry: 'Information technology' },
    { product: world.betaProduct, industry: 'Data centres' },
  ]);
  const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];
  const config = { baseUrl: standIn.url, apiKey: API_KEY, model: 'test-model', timeoutMs: 5000, ...overrides };
  const engine = createRemoteEngine(config, local.engine, {
    db: testApp.running.app.db,
    log: { warn: (details, message) => warnings.push({ details, message }) },
  });
  return { engine, local, warnings };
}

const answer = (value: unknown) => ({ content: JSON.stringify(value) });
const userMessageOf = (index = 0) => JSON.parse(standIn.received[index]?.body.messages[1]?.content ?? '{}');

describe('the remote engine: a good answer, grounded', () => {
  it('keeps the suppliers the model chose among the local candidates, with its sentence; an invented one is dropped', async () => {
    standIn.reply(
      answer({
        suppliers: [
          { id: randomUUID(), purpose: 'An invented supplier.' },
          { id: world.betaProduct.id, purpose: '  Beta Data runs data centres, which host servers.  ' },
          { id: world.acmeProduct.id, purpose: 'Acme Hosting is listed under Cloud hosting.' },
          { id: world.betaProduct.id, purpose: 'Beta again.' },
        ],
      }),
    );
    const { engine, local, warnings } = remoteEngine();
    const suggestions = await engine.suggestSuppliers(world.scope, 10);
    expect(suggestions.map(({ productId, purpose }) => ({ productId, purpose }))).toEqual([
      { productId: world.betaProduct.id, purpose: 'Beta Data runs data centres, which host servers.' },
      { productId: world.acmeProduct.id, purpose: 'Acme Hosting is listed under Cloud hosting.' },
    ]);
    expect(suggestions[0]).toMatchObject({ name: 'Beta Racks', industry: 'Data centres' });
    expect(local.calls).toEqual(['suppliers 30']);
    expect(warnings).toEqual([]);
  });

  it('calls chat completions with the API key as the Bearer token, the model and a JSON response', async () => {
    standIn.reply(answer({ suppliers: [{ id: world.acmeProduct.id, purpose: 'Cloud hosting.' }] }));
    await remoteEngine().engine.suggestSuppliers(world.scope, 5);
    const [request] = standIn.received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    expect(request?.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('sends no Authorization header when no key is configured', async () => {
    standIn.reply(answer({ suppliers: [{ id: world.acmeProduct.id, purpose: 'Cloud hosting.' }] }));
    await remoteEngine({ apiKey: undefined }).engine.suggestSuppliers(world.scope, 5);
    expect(standIn.received[0]?.authorization).toBeUndefined();
  });

  it('keeps the questions that pass the domain rules, none already in the project, from the model', async () => {
    const valid = { type: 'NUMBER', label: 'How many EU regions do you host in?', rules: { min: 0, max: null } };
    standIn.reply(
      answer({
        sections: [
          {
            name: 'Hosting',
            questions: [
              valid,
              { type: 'LIST', label: 'Which tiers?', options: [] },
              { type: 'SPREADSHEET', label: 'Unknown type' },
              { type: 'STRING', label: '' },
              { type: 'BOOLEAN', label: 'do you offer 24/7 support?' },
              {
                type: 'LIST',
                label: 'Which certifications do you hold?',
                options: [{ id: 'invented', label: 'ISO 27001' }, { label: 'SOC 2' }],
                attachments: [{ id: randomUUID(), filename: 'invented.pdf' }],
              },
            ],
          },
          { name: 'Nothing valid', questions: [{ type: 'URL' }] },
          { name: '   ', questions: [{ type: 'BOOLEAN', label: 'A section without a name' }] },
        ],
      }),
    );
    const { engine, local } = remoteEngine();
    const sections = await engine.generateQuestions(world.scope);
    expect(sections).toHaveLength(1);
    expect(sections[0]?.name).toBe('Hosting');
    const questions = sections[0]?.questions ?? [];
    expect(questions.map((question) => [question.definition.label, question.source])).toEqual([
      ['How many EU regions do you host in?', 'AI model'],
      ['Which certifications do you hold?', 'AI model'],
    ]);
    expect(questions[1]?.definition).toMatchObject({
      attachments: [],
      options: [{ label: 'ISO 27001' }, { label: 'SOC 2' }],
    });
    expect(local.calls).toEqual([]);
  });

  it('keeps the client-table designs that pass the client-table rules and limits', async () => {
    const columns = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ title: `Column ${index + 1}`, type: 'text' }));
    standIn.reply(
      answer({
        tables: [
          {
            name: 'Sites to host',
            columns: [
              { title: 'Site', type: 'text', clientResponse: false },
              { title: 'Tier', type: 'list', options: ['Gold', 'Silver'], clientResponse: true },
            ],
            rows: [
              ['Paris', 'Gold'],
              ['Berlin', null],
            ],
          },
          { name: 'Too many columns', columns: columns(5), rows: [] },
          { name: 'A title much longer than the fifty characters a table allows', columns: columns(1), rows: [] },
          {
            name: 'Repeated options',
            columns: [{ title: 'Tier', type: 'list', options: ['Gold', 'gold'] }],
            rows: [['Gold']],
          },
        ],
      }),
    );
    const tables = await remoteEngine().engine.discoverClientTables(world.scope);
    expect(tables.map((table) => [table.name, table.source])).toEqual([['Sites to host', 'AI model']]);
    const data = tables[0]?.data;
    expect(data?.columns.map((column) => [column.title, column.meta.clientResponse])).toEqual([
      ['Site', false],
      ['Tier', true],
    ]);
    const [site, tier] = data?.columns ?? [];
    expect(data?.rows.map((row) => [row.cells[site?.id ?? '']?.value, row.cells[tier?.id ?? '']?.value])).toEqual([
      [
        { type: 'text', content: 'Paris' },
        { type: 'list', content: { options: ['Gold'], otherOption: null } },
      ],
      [
        { type: 'text', content: 'Berlin' },
        { type: 'list', content: { options: [], otherOption: null } },
      ],
    ]);
  });
});

describe('the remote engine: anything unusable falls back to the local engine', () => {
  it('on an HTTP 500, answers with the local candidates and logs why, without the key or the prompt', async () => {
    standIn.reply({ status: 500 });
    const { engine, warnings } = remoteEngine();
    const suggestions = await engine.suggestSuppliers(world.scope, 1);
    expect(suggestions.map(({ productId, purpose }) => ({ productId, purpose }))).toEqual([
      { productId: world.acmeProduct.id, purpose: "Local: 'Acme Hosting' matches the keyword." },
    ]);
    expect(standIn.received).toHaveLength(2);
    expect(warnings).toEqual([
      { details: { kind: 'suppliers', reason: 'InternalServerError (HTTP 500)' }, message: expect.any(String) },
    ]);
    const logged = JSON.stringify(warnings);
    for (const secret of [API_KEY, 'Hosting renewal 2027', 'Managed hosting']) expect(logged).not.toContain(secret);
  });

  it('on a time-out, answers with the local questions', async () => {
    standIn.reply('hang');
    const { engine, local, warnings } = remoteEngine({ timeoutMs: 300 });
    expect(await engine.generateQuestions(world.scope)).toEqual(LOCAL_SECTIONS);
    expect(local.calls).toEqual(['questions']);
    expect(warnings[0]?.details).toEqual({ kind: 'questions', reason: 'APIConnectionTimeoutError' });
  });

  it('on an answer that is not JSON, answers with the local client tables', async () => {
    standIn.reply({ content: 'Here are some tables: {"tables": [' });
    const { engine, warnings } = remoteEngine();
    expect(await engine.discoverClientTables(world.scope)).toEqual(LOCAL_TABLES);
    expect(warnings[0]?.details).toEqual({ kind: 'client tables', reason: 'the answer is not JSON' });
  });

  it('when nothing valid is left, answers with the local engine', async () => {
    standIn.reply(answer({ suppliers: [{ id: randomUUID(), purpose: 'Invented.' }] }));
    const { engine, warnings } = remoteEngine();
    const suggestions = await engine.suggestSuppliers(world.scope, 10);
    expect(suggestions.map((each) => each.productId)).toEqual([world.acmeProduct.id, world.betaProduct.id]);
    expect(warnings[0]?.details).toEqual({ kind: 'suppliers', reason: 'nothing valid in the answer' });
  });
});

describe('the remote engine: what is sent', () => {
  it('the keyword, the company’s own project and the candidates, with its own service types only', async () => {
    standIn.reply(answer({ suppliers: [{ id: world.acmeProduct.id, purpose: 'Cloud hosting.' }] }));
    await remoteEngine().engine.suggestSuppliers(world.scope, 10);
    expect(userMessageOf()).toEqual({
      keyword: 'hosting',
      project: {
        name: 'Hosting renewal 2027',
        type: 'RFP',
        description: 'A project with client tables.',
        serviceTypes: ['Cloud hosting'],
      },
      limit: 10,
      candidates: [
        {
          id: world.acmeProduct.id,
          name: 'Acme Hosting',
          industry: 'Information technology',
          serviceTypes: ['Cloud hosting'],
          description: 'Managed hosting in three EU regions.',
        },
        { id: world.betaProduct.id, name: 'Beta Racks', industry: 'Data centres', serviceTypes: [], description: '' },
      ],
    });
  });

  it('nothing of another company’s project, even when the scope names it', async () => {
    standIn.reply(
      answer({ sections: [{ name: 'Hosting', questions: [{ type: 'BOOLEAN', label: 'Do you host in the EU?' }] }] }),
    );
    await remoteEngine().engine.generateQuestions({ ...world.scope, projectId: world.otherProject.id });
    expect(userMessageOf()).toEqual({ keyword: 'hosting' });
    const sent = JSON.stringify(standIn.received);
    for (const secret of Object.values(OTHER_TENANT)) expect(sent).not.toContain(secret);
  });

  it('createAiProvider goes to the endpoint only when AI_BASE_URL is set', async () => {
    const { app } = testApp.running;
    standIn.reply(answer({ suppliers: [{ id: world.acmeProduct.id, purpose: 'Cloud hosting.' }] }));
    await createAiProvider(app).suggestSuppliers(world.scope, 5);
    expect(standIn.received).toHaveLength(0);
    const configured = { ...app, config: { ...app.config, ai: { ...app.config.ai, baseUrl: standIn.url } } };
    const suggestions = await createAiProvider(configured, { warn: () => undefined }).suggestSuppliers(world.scope, 5);
    expect(standIn.received).toHaveLength(1);
    expect(suggestions.map(({ productId, purpose }) => ({ productId, purpose }))).toEqual([
      { productId: world.acmeProduct.id, purpose: 'Cloud hosting.' },
    ]);
  });
});
