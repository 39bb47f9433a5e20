import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, consensusRatings } from '../../src/db/schema/index.js';
import { insertSection } from '../questions/questions-support.js';
import { insertBranch, ratingsOf, storeRating } from '../scoring/ratings-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { GraphQLResult } from '../support/http-client.js';
import { useTestApp } from '../support/test-app.js';
import { ids, SPREADSHEET_OPERATIONS } from './answer-spreadsheet-support.js';
import {
  ANSWER_OPERATIONS,
  type AnsweringScene,
  type AnswerShape,
  answeringScene,
  save,
  storedAnswer,
} from './answers-support.js';

const testApp = useTestApp();

/** Each way a supplier changes an answer already kept (version 1), through the API. */
const WRITERS: Array<[string, (scene: AnsweringScene) => Promise<GraphQLResult<unknown>>]> = [
  ['saving the answer', (scene) => save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme plc' }, 1)],
  [
    'applying answers in bulk',
    (scene) =>
      scene.supplier.client.graphql(SPREADSHEET_OPERATIONS.apply, {
        ...ids(scene),
        answers: [{ questionId: scene.questions.text, value: 'Acme plc', baseVersion: 1 }],
      }),
  ],
  [
    'marking its section not applicable',
    (scene) =>
      scene.supplier.client.graphql(ANSWER_OPERATIONS.sectionNotApplicable, {
        ...ids(scene),
        sectionId: scene.section.id,
        description: 'Not offered',
      }),
  ],
];

describe('every change of a kept answer (spec 2 §4 Answer states)', () => {
  it.each(WRITERS)(
    '%s raises its version, names who answered and clears its ratings in every branch and its consensus',
    async (_, write) => {
      const scene = await answeringScene(testApp);
      dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme Ltd' }));
      const db = testApp.running.app.db;
      await db.update(answers).set({ answeredBy: null }).where(eq(answers.questionId, scene.questions.text));
      const key = { projectProductId: scene.invitation.row.id, questionId: scene.questions.text };
      const branch = await insertBranch(testApp, scene.broker.project.id, scene.broker.user.id);
      await storeRating(testApp, key, 4);
      await storeRating(testApp, key, 2, branch);
      const [kept] = await db.select({ id: answers.id }).from(answers).where(eq(answers.questionId, key.questionId));
      const answerId = kept?.id ?? '';
      const agreed = { projectId: scene.broker.project.id, projectProductId: key.projectProductId, rating: 3 };
      await db.insert(consensusRatings).values({ ...agreed, answerId, reason: 'Agreed', decidedByName: 'Olive Owner' });
      dataOf(await write(scene));
      expect(await storedAnswer(testApp, scene, scene.questions.text)).toMatchObject({
        version: 2,
        answeredBy: scene.supplier.user.id,
      });
      expect(await ratingsOf(testApp, key)).toEqual([]);
      // Issue 37: an agreed rating was about the old answer, so it goes with the ratings.
      expect(await db.select().from(consensusRatings).where(eq(consensusRatings.answerId, answerId))).toEqual([]);
    },
  );

  it('leaves the ratings of the answers not changed', async () => {
    const scene = await answeringScene(testApp);
    const key = { projectProductId: scene.invitation.row.id, questionId: scene.questions.email };
    dataOf(await save(scene.supplier.client, scene, key.questionId, { value: 'a@b.co' }));
    dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme Ltd' }));
    await storeRating(testApp, key, 5);
    dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme plc' }, 1));
    expect(await ratingsOf(testApp, key)).toEqual([{ branchId: null, rating: 5 }]);
  });

  it('writes more answers than one statement takes, all of them', async () => {
    const scene = await answeringScene(testApp);
    const questions = Array.from({ length: 1001 }, (_, index) => ({ label: `Q${index}`, status: 'APPROVED' as const }));
    const section = await insertSection(testApp.running.app.db, scene.broker.project.id, { name: 'Big' }, questions);
    const result = await scene.supplier.client.graphql<{ markSectionNotApplicable: AnswerShape[] }>(
      ANSWER_OPERATIONS.sectionNotApplicable,
      { ...ids(scene), sectionId: section.id, description: null },
    );
    const marked = dataOf(result).markSectionNotApplicable;
    expect(new Set(marked.map((answer) => answer.questionId)).size).toBe(1001);
    expect(marked.every((answer) => answer.notApplicable && answer.version === 1)).toBe(true);
  });
});
