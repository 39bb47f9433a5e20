import { describe, expect, it } from 'vitest';
import { DEMO_ANSWERING_PROJECT, DEMO_PASSWORD } from '../../src/seed/index.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { FAQ_OPERATIONS, type FaqShape } from './faq-support.js';

const testApp = useTestApp({ seedDemo: true });

const PROJECT = `query Projects { projects { results { id name } } }`;

describe('the demo FAQ', () => {
  it('has threads in every state on the RFP awaiting answers, each seen by whom it should be', async () => {
    const broker = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = dataOf(
      await broker.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(PROJECT),
    );
    const projectId = listed.projects.results.find((row) => row.name === DEMO_ANSWERING_PROJECT)?.id;
    const items = dataOf(await broker.graphql<FaqShape>(FAQ_OPERATIONS.faq, { projectId })).projectFaq.items;
    const statuses = items.map((item) => `${item.status}${item.isPublic ? '' : ' private'}`);
    expect(new Set(statuses)).toEqual(new Set(['ACTIVE', 'ACTIVE private', 'REJECTED', 'DRAFT']));
    expect(items.some((item) => item.question !== null)).toBe(true);
    expect(items.some((item) => item.answers?.some((answer) => !answer.isAddedByBroker))).toBe(true);
    expect(items.find((item) => item.status === 'REJECTED')?.rejectReason).toBeTruthy();

    const supplier = await signedInClient(testApp, 'supplier@acme.example', DEMO_PASSWORD);
    const seen = dataOf(await supplier.graphql<FaqShape>(FAQ_OPERATIONS.faq, { projectId })).projectFaq;
    // Acme sees its own (draft and private included) and the public ones, not Globex's rejected question.
    expect(seen.items.map((item) => item.status).sort()).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'DRAFT',
    ]);
    expect(seen.items.some((item) => item.abilities.clarify)).toBe(true);
  });
});
