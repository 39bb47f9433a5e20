import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATE_TIME_REFUSAL } from '../../src/core/graphql/index.js';
import { MAX_INPUT_DEPTH } from '../../src/core/http/index.js';
import { projectQuestions } from '../../src/db/schema/index.js';
import { ONLY_SUBSCRIPTIONS } from '../../src/http/index.js';
import { answeringScene } from '../answers/answers-support.js';
import { BROKER_OPERATIONS } from '../answers/broker-answers-support.js';
import { buildDiscovery, OPS } from '../client-tables/client-tables-support.js';
import { createLibraryQuestion, LIBRARY, stringQuestion } from '../library/library-support.js';
import { buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { addSection, OPERATIONS, sectionInput } from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import { cookieHeaderOf, queryOverSocket } from '../support/socket.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';

/** Issue 30 item 3: input that once answered 500 now gets a clear 4xx and changes nothing. */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const GRAPHQL_RESPONSE = { 'content-type': 'application/json', accept: 'application/graphql-response+json' };

async function managerWithSection() {
  const manager = await buildProjectManager(testApp);
  const project = await createProject(manager.client, projectInput(manager.user.id));
  const section = await addSection(manager.client, project.id, sectionInput('Security'));
  return { ...manager, project, section };
}

const questionsOf = async (sectionId: string) =>
  db().select().from(projectQuestions).where(eq(projectQuestions.sectionId, sectionId));

const LONE = '\uD800';
const TRAILING = 'Seats\uDC00';

describe('unpaired surrogates', () => {
  it.each([
    ['label', { type: 'STRING', label: LONE }],
    ['helper text', { type: 'STRING', label: 'Name', helperText: TRAILING }],
    ['placeholder', { type: 'STRING', label: 'Name', placeholder: LONE }],
    ['prefix', { type: 'NUMBER', label: 'Seats', prefix: LONE }],
    ['suffix', { type: 'NUMBER', label: 'Seats', suffix: TRAILING }],
    ['option label', { type: 'LIST', label: 'Regions', options: [{ label: 'EU' }, { label: `US${LONE}` }] }],
    ['MIME type', { type: 'FILE', label: 'Policy', file: { mimeTypes: [`application/pdf${LONE}`] } }],
  ])('in a question’s %s are refused with 400 and nothing is written', async (_field, question) => {
    const { client, user, section } = await managerWithSection();
    const result = await client.post('/api/graphql', {
      query: OPERATIONS.createQuestion,
      variables: { sectionId: section.id, input: { question, ownerId: user.id } },
    });
    expect(result).toMatchObject({
      status: 400,
      body: { message: MESSAGES.unpairedSurrogate, code: ERROR_CODES.badUserInput },
    });
    expect(await questionsOf(section.id)).toEqual([]);
  });

  it('are refused in object keys, REST bodies and the variables of a GET', async () => {
    const { client, section } = await managerWithSection();
    const key = await client.post('/api/graphql', { query: '{ __typename }', variables: { [LONE]: 1 } });
    expect(key).toMatchObject({ status: 400, body: { message: MESSAGES.unpairedSurrogate } });
    const rest = await testApp.client().post('/api/login', { email: `a${LONE}@example.com`, password: 'x' });
    expect(rest).toMatchObject({ status: 400, body: { message: MESSAGES.unpairedSurrogate } });
    const query = encodeURIComponent('query ($id: ID!) { projectQuestionnaire(projectId: $id) { id } }');
    // JSON's escape reaches the server as six ASCII characters; only the decoded variables carry the surrogate.
    const variables = encodeURIComponent(`{"id":"${section.projectId}\\ud800"}`);
    const get = await client.get(`/api/graphql?query=${query}&variables=${variables}`);
    expect(get.status).toBe(400);
    expect(get.body).toMatchObject({ errors: [expect.objectContaining({ message: MESSAGES.unpairedSurrogate })] });
  });

  it('and NUL are refused in GraphQL string literals (a paired surrogate is fine)', async () => {
    const { client, project } = await managerWithSection();
    const create = (name: string) =>
      client.graphql(
        `mutation { createProjectSection(projectId: "${project.id}", input: { name: "${name}" }) { name } }`,
      );
    expect((await create('\\uD800')).errors?.[0]?.message).toMatch(/Invalid Unicode escape sequence/);
    expect((await create('Nul\\u0000')).errors?.[0]?.message).toBe(MESSAGES.nulCharacter);
    expect((await create('Smile \\uD83D\\uDE00')).data).toEqual({ createProjectSection: { name: 'Smile 😀' } });
  });
});

describe('dates beyond the supported range', () => {
  const OUT_OF_RANGE = ['+275760-09-13T00:00:00.000Z', '+275760-09-14', '+999999-01-01T00:00:00Z', '10000-01-01'];

  it.each(OUT_OF_RANGE)('%s is refused as a client tables deadline with 400', async (deadline) => {
    const { client, project } = await buildDiscovery(testApp);
    const result = await client.send('POST', '/api/graphql', {
      body: JSON.stringify({ query: OPS.members, variables: { projectId: project.id, members: [], deadline } }),
      headers: GRAPHQL_RESPONSE,
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      errors: [
        {
          message: `Variable "$deadline" got invalid value "${deadline}"; ${DATE_TIME_REFUSAL}`,
          extensions: { code: ERROR_CODES.badUserInput },
        },
      ],
    });
  });

  it('is refused as a product’s answers deadline, and as a section owner’s due date', async () => {
    const scene = await answeringScene(testApp);
    const deadline = OUT_OF_RANGE[0];
    const submit = await scene.broker.client.graphql(BROKER_OPERATIONS.submitProducts, {
      projectId: scene.broker.project.id,
      products: [{ id: scene.invitation.row.id, deadline }],
    });
    expect(submit.errors?.[0]).toMatchObject({ extensions: { code: ERROR_CODES.badUserInput } });
    expect(submit.errors?.[0]?.message).toContain(DATE_TIME_REFUSAL);
    const { client, user, project } = await managerWithSection();
    const section = await client.graphql(OPERATIONS.createSection, {
      projectId: project.id,
      input: sectionInput('Owned', { ownerId: user.id, ownerDeadline: deadline }),
    });
    expect(section.errors?.[0]?.message).toContain(DATE_TIME_REFUSAL);
  });
});

describe('versions and numbers at the column’s edge', () => {
  it('answers extracting a question at version 2147483647 as a conflict, and the real version still works', async () => {
    const { client, section } = await managerWithSection();
    const libraryQuestion = await createLibraryQuestion(client, stringQuestion('Encryption at rest'));
    const copied = await client.graphql<{ copyLibraryQuestionsToSection: { questions: Array<{ id: string }> } }>(
      LIBRARY.copyQuestions,
      { sectionId: section.id, questionIds: [libraryQuestion.id] },
    );
    const questionId = dataOf(copied).copyLibraryQuestionsToSection.questions[0]?.id;
    const extract = (version: number) => client.graphql(OPERATIONS.extractQuestion, { id: questionId, version });
    const huge = await extract(2_147_483_647);
    expect(huge).toMatchObject({ status: 409, errors: [{ extensions: { code: ERROR_CODES.conflict } }] });
    expect((await extract(1)).errors).toBeUndefined();
  });
});

describe('malformed requests', () => {
  it('refuses a multipart upload without a boundary with 400', async () => {
    const { client } = await buildProjectManager(testApp);
    const result = await client.send('POST', '/api/file/upload', {
      body: 'no parts here',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(result).toMatchObject({
      status: 400,
      body: { message: 'Expected a multipart upload with a boundary', code: ERROR_CODES.badUserInput },
    });
  });

  it('refuses JSON nested 200,000 deep with 400, in GraphQL variables and REST bodies alike', async () => {
    const { client } = await buildProjectManager(testApp);
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const refusal = { status: 400, body: { message: MESSAGES.nestedTooDeeply(MAX_INPUT_DEPTH) } };
    const headers = { 'content-type': 'application/json' };
    const body = `{"query":"mutation ($d: JSON!) { fillClientTable(projectId: \\"x\\", id: \\"x\\", version: 1, data: $d) { id } }","variables":{"d":${deep}}}`;
    expect(await client.send('POST', '/api/graphql', { body, headers })).toMatchObject(refusal);
    const login = `{"email":${deep},"password":"x"}`;
    expect(await testApp.client().send('POST', '/api/login', { body: login, headers })).toMatchObject(refusal);
    // The server is still up.
    expect((await client.graphql('{ profile { id } }')).errors).toBeUndefined();
  });

  it('checks what comes over the websocket as HTTP does', async () => {
    const { client } = await buildProjectManager(testApp);
    const cookie = cookieHeaderOf(client);
    const mutation = 'mutation ($title: String!) { sendFeedback(title: $title, message: "Hi") }';
    await expect(queryOverSocket(testApp.baseUrl, cookie, mutation, { title: 'Nul\u0000' })).rejects.toEqual([
      expect.objectContaining({ message: MESSAGES.nulCharacter }),
    ]);
    await expect(queryOverSocket(testApp.baseUrl, cookie, mutation, { title: 'Fine' })).rejects.toEqual([
      expect.objectContaining({ message: ONLY_SUBSCRIPTIONS }),
    ]);
  });
});
