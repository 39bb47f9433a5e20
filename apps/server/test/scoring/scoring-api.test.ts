import { SCORING_MESSAGES, SCORING_UNAVAILABLE } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts, projectQuestions } from '../../src/db/schema/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ratingsOf } from './ratings-support.js';
import {
  changeSettings,
  rate,
  readScoring,
  SCORING_OPERATIONS,
  scoringScene,
  textAnswer,
  textQuestion,
} from './scoring-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

type Scene = Awaited<ReturnType<typeof scoringScene>>;
const textKey = (scene: Scene) => ({ projectProductId: scene.invitation.row.id, questionId: scene.questions.text });

describe('rating, weights and notes (spec 2 §7 Scoring and comparison)', () => {
  it('rates an answer, sets its weight and keeps notes; the read shows them with the score', async () => {
    const scene = await scoringScene(testApp);
    expect(dataOf(await rate(scene.broker.client, scene, 4)).setRating).toMatchObject({ rating: 4 });
    const weighed = await scene.broker.client.graphql<{ setWeight: { weight: number } }>(SCORING_OPERATIONS.setWeight, {
      input: { ...textAnswer(scene), productId: undefined, weight: 3 },
    });
    expect(dataOf(weighed).setWeight.weight).toBe(3);
    const noted = await scene.broker.client.graphql<{ setNotes: { notes: string } }>(SCORING_OPERATIONS.setNotes, {
      input: { ...textAnswer(scene), notes: '  Strong answer ' },
    });
    expect(dataOf(noted).setNotes.notes).toBe('Strong answer');

    const view = dataOf(await readScoring(scene.broker.client, scene)).scoring;
    expect(view).toMatchObject({ branchId: null, scoringType: 'NUMBERS', open: true, ratedAnswers: 1 });
    expect(view.products).toEqual([expect.objectContaining({ id: scene.invitation.row.id, score: 12 })]);
    expect(textQuestion(view, scene)).toMatchObject({
      weight: 3,
      mayRate: true,
      maySetWeight: true,
      answers: [{ productId: scene.invitation.row.id, rating: 4, notes: { value: 'Strong answer' } }],
    });
  });

  it('counts No Rate as not rated in the score, changes a rating in place, and removes empty notes', async () => {
    const scene = await scoringScene(testApp);
    dataOf(await rate(scene.broker.client, scene, 5));
    dataOf(await rate(scene.broker.client, scene, -1));
    expect(await ratingsOf(testApp, textKey(scene))).toEqual([{ branchId: null, rating: -1 }]);
    const notes = (value: string) =>
      scene.broker.client.graphql(SCORING_OPERATIONS.setNotes, { input: { ...textAnswer(scene), notes: value } });
    dataOf(await notes('Later'));
    dataOf(await notes('  '));
    const view = dataOf(await readScoring(scene.broker.client, scene)).scoring;
    expect(view.products[0]?.score).toBe(0);
    expect(textQuestion(view, scene)?.answers[0]).toMatchObject({ rating: -1, notes: null });
  });

  it('rates in AWAITING once a product has submitted, and reads COMPLETED without rating', async () => {
    const scene = await scoringScene(testApp, 'AWAITING');
    dataOf(await rate(scene.broker.client, scene, 2));
    await setProjectStatus(db(), scene.broker.project.id, 'COMPLETED');
    const view = dataOf(await readScoring(scene.broker.client, scene)).scoring;
    expect(view).toMatchObject({ open: false, ratedAnswers: 1 });
    expect(textQuestion(view, scene)).toMatchObject({ mayRate: false, maySetWeight: false });
    expectBadInput(await rate(scene.broker.client, scene, 3), SCORING_MESSAGES.rate);
    expect(await ratingsOf(testApp, textKey(scene))).toEqual([{ branchId: null, rating: 2 }]);
  });
});

describe('refusals write nothing', () => {
  it('asks for a session, and hides another company’s project', async () => {
    const scene = await scoringScene(testApp);
    expectUnauthenticated(await rate(testApp.client(), scene, 3));
    const stranger = await buildProjectManager(testApp);
    expectNotFound(await rate(stranger.client, scene, 3), 'Project');
    expectNotFound(await readScoring(stranger.client, scene), 'Project');
    expect(await ratingsOf(testApp, textKey(scene))).toEqual([]);
  });

  it('refuses rating, weight and notes without the right, with the spec’s wording', async () => {
    const scene = await scoringScene(testApp);
    const reader = await projectViewer(testApp, scene, ['READ_SCORING']);
    const scorer = await projectViewer(testApp, scene, ['MANAGE_SCORING']);
    expectForbidden(await rate(reader.client, scene, 3), SCORING_MESSAGES.rate);
    expectForbidden(await rate(scorer.client, scene, 3), SCORING_MESSAGES.rate);
    expectForbidden(
      await scorer.client.graphql(SCORING_OPERATIONS.setNotes, { input: { ...textAnswer(scene), notes: 'x' } }),
      SCORING_MESSAGES.notes,
    );
    const weight = { ...textAnswer(scene), productId: undefined, weight: 5 };
    expectForbidden(
      await scorer.client.graphql(SCORING_OPERATIONS.setWeight, { input: weight }),
      SCORING_MESSAGES.weight,
    );
    expect(await ratingsOf(testApp, textKey(scene))).toEqual([]);
    const [question] = await db().select().from(projectQuestions).where(eq(projectQuestions.id, scene.questions.text));
    expect(question?.weight).toBe(1);
    // As the question's approver, MANAGE_SCORING rates and any approver weighs (spec 2 §6).
    await db()
      .update(projectQuestions)
      .set({ approverId: scorer.user.id })
      .where(eq(projectQuestions.id, scene.questions.text));
    expect(dataOf(await rate(scorer.client, scene, 3)).setRating.rating).toBe(3);
    expect(
      dataOf(
        await scorer.client.graphql<{ setWeight: { weight: number } }>(SCORING_OPERATIONS.setWeight, { input: weight }),
      ).setWeight.weight,
    ).toBe(5);
  });

  it('refuses outside scoring, for a product that has not submitted and for a question not approved', async () => {
    const scene = await scoringScene(testApp);
    await setProjectStatus(db(), scene.broker.project.id, 'PUBLISHED');
    expectBadInput(await rate(scene.broker.client, scene, 3), SCORING_MESSAGES.rate);
    expectBadInput(await readScoring(scene.broker.client, scene), SCORING_UNAVAILABLE);
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    await db()
      .update(projectProducts)
      .set({ answersSubmittedAt: null })
      .where(eq(projectProducts.id, scene.invitation.row.id));
    expectBadInput(await rate(scene.broker.client, scene, 3), SCORING_MESSAGES.rate);
    await db()
      .update(projectProducts)
      .set({ answersSubmittedAt: new Date() })
      .where(eq(projectProducts.id, scene.invitation.row.id));
    await db()
      .update(projectQuestions)
      .set({ status: 'PENDING' })
      .where(and(eq(projectQuestions.id, scene.questions.text)));
    expectBadInput(await rate(scene.broker.client, scene, 3), SCORING_MESSAGES.rate);
    expectBadInput(await rate(scene.broker.client, scene, 6), SCORING_MESSAGES.rate);
    expect(await ratingsOf(testApp, textKey(scene))).toEqual([]);
  });

  it('takes with COLORS scoring only No Rate and the colours’ values, and no weight', async () => {
    const scene = await scoringScene(testApp);
    await changeSettings(testApp, scene, { scoringType: 'COLORS' });
    expectBadInput(await rate(scene.broker.client, scene, 4), SCORING_MESSAGES.rate);
    expect(dataOf(await rate(scene.broker.client, scene, 5)).setRating.rating).toBe(5);
    const weight = { ...textAnswer(scene), productId: undefined, weight: 2 };
    expectForbidden(
      await scene.broker.client.graphql(SCORING_OPERATIONS.setWeight, { input: weight }),
      SCORING_MESSAGES.weight,
    );
  });
});
