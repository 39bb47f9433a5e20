import { COMPARISON_MESSAGES, decodeGridCell } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comparisons, projectQuestions } from '../../src/db/schema/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { rate, scoringScene } from '../scoring/scoring-support.js';
import { inviteProduct } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  COMPARISON_OPERATIONS,
  comparisonInput,
  createComparison,
  listComparisons,
  readGrid,
} from './comparisons-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

async function comparedScene(overrides: Record<string, unknown> = {}) {
  const scene = await scoringScene(testApp);
  const id = dataOf(await createComparison(scene.broker.client, comparisonInput(scene, overrides))).createComparison;
  return { scene, id, projectId: scene.broker.project.id };
}

const storedComparisons = (projectId: string) =>
  testApp.running.app.db.select().from(comparisons).where(eq(comparisons.projectId, projectId));

describe('comparison list and grid (spec 2 §2, §9)', () => {
  it('lists a new comparison with its accepted products and opens it with the answers and scores', async () => {
    const { scene, id, projectId } = await comparedScene();
    dataOf(await rate(scene.broker.client, scene, 4));
    const { comparisons: page } = dataOf(await listComparisons(scene.broker.client, { projectId }));
    expect(page.total).toBe(1);
    expect(page.results[0]).toMatchObject({
      id,
      name: 'Shortlist',
      isPrivate: false,
      mayEdit: true,
      products: [{ id: scene.invitation.row.id, name: 'Answer Suite' }],
    });
    const grid = dataOf(await readGrid(scene.broker.client, { projectId, id })).comparisonGrid;
    expect(grid.products).toEqual([expect.objectContaining({ id: scene.invitation.row.id, score: 4 })]);
    expect(grid.sections).toEqual([
      expect.objectContaining({ name: 'Answers', questions: [expect.objectContaining({ id: scene.questions.text })] }),
    ]);
    const { comparison } = dataOf(
      await scene.broker.client.graphql<{
        comparison: { productIds: string[]; questionIds: string[]; mayEdit: boolean };
      }>(COMPARISON_OPERATIONS.record, { projectId, id }),
    );
    expect(comparison).toEqual({
      productIds: [scene.invitation.row.id],
      questionIds: [scene.questions.text],
      mayEdit: true,
    });
    const cell = grid.grid[0]?.[0];
    expect(cell && decodeGridCell(cell)).toMatchObject({ value: 'Acme Ltd', rating: 4, notes: null });
  });

  it('finds comparisons by keyword and sorts them by name', async () => {
    const { scene, projectId } = await comparedScene({ name: 'Beta' });
    dataOf(await createComparison(scene.broker.client, comparisonInput(scene, { name: 'Alpha' })));
    const byName = dataOf(
      await listComparisons(scene.broker.client, { projectId }, { sort: { field: 'name', direction: 'ASC' } }),
    ).comparisons;
    expect(byName.results.map((row) => row.name)).toEqual(['Alpha', 'Beta']);
    const found = dataOf(await listComparisons(scene.broker.client, { projectId, keyword: 'alp' })).comparisons;
    expect(found.results.map((row) => row.name)).toEqual(['Alpha']);
  });
});

describe('visibility and rights (spec 2 §6)', () => {
  it('keeps a private comparison to its creator in the list and the grid', async () => {
    const { scene, id, projectId } = await comparedScene({ isPrivate: true, name: 'Mine' });
    const publicId = dataOf(await createComparison(scene.broker.client, comparisonInput(scene))).createComparison;
    const colleague = await projectViewer(testApp, scene, ['READ_SCORING']);
    const listed = dataOf(await listComparisons(colleague.client, { projectId })).comparisons;
    expect(listed.results.map((row) => [row.id, row.mayEdit])).toEqual([[publicId, false]]);
    expectNotFound(await readGrid(colleague.client, { projectId, id }), 'Comparison');
    expect(dataOf(await readGrid(scene.broker.client, { projectId, id })).comparisonGrid.comparison.name).toBe('Mine');
  });

  it('lets only the creator edit and delete a comparison', async () => {
    const { scene, id, projectId } = await comparedScene();
    const colleague = await projectViewer(testApp, scene, ['READ_SCORING', 'MANAGE_ALL_SCORING']);
    const update = { ...comparisonInput(scene, { name: 'Taken over' }), id };
    expectForbidden(
      await colleague.client.graphql(COMPARISON_OPERATIONS.update, { input: update }),
      COMPARISON_MESSAGES.creatorOnly,
    );
    expectForbidden(
      await colleague.client.graphql(COMPARISON_OPERATIONS.remove, { projectId, id }),
      COMPARISON_MESSAGES.creatorOnly,
    );
    expect((await storedComparisons(projectId)).map((row) => row.name)).toEqual(['Shortlist']);
    dataOf(
      await scene.broker.client.graphql(COMPARISON_OPERATIONS.update, { input: { ...update, name: ' Renamed ' } }),
    );
    expect((await storedComparisons(projectId)).map((row) => row.name)).toEqual(['Renamed']);
    dataOf(await scene.broker.client.graphql(COMPARISON_OPERATIONS.remove, { projectId, id }));
    expect(await storedComparisons(projectId)).toEqual([]);
  });

  it('refuses another company, a supplier, a colleague without READ_SCORING and a visitor', async () => {
    const { scene, id, projectId } = await comparedScene();
    const stranger = await buildSignedInUser(testApp, { privileges: ['READ_SCORING', 'MANAGE_ALL_SCORING'] });
    expectNotFound(await listComparisons(stranger.client, { projectId }), 'Project');
    expectNotFound(await readGrid(stranger.client, { projectId, id }), 'Project');
    expectNotFound(await createComparison(stranger.client, comparisonInput(scene)), 'Project');
    expectForbidden(await listComparisons(scene.supplier.client, { projectId }));
    expectForbidden(await readGrid(scene.supplier.client, { projectId, id }));
    const reader = await projectViewer(testApp, scene, ['VIEW_DASHBOARD']);
    expectForbidden(await listComparisons(reader.client, { projectId }));
    expectForbidden(await createComparison(reader.client, comparisonInput(scene)));
    expectUnauthenticated(await testApp.client().graphql(COMPARISON_OPERATIONS.remove, { projectId, id }));
    expect(await storedComparisons(projectId)).toHaveLength(1);
  });
});

describe('comparison rules (spec 2 §5)', () => {
  it('words each refusal as the spec does and stores nothing', async () => {
    const scene = await scoringScene(testApp);
    const client = scene.broker.client;
    const db = testApp.running.app.db;
    const declined = await inviteProduct(testApp, scene.broker.project.id, null, 'DECLINED');
    const other = await scoringScene(testApp);
    await db.update(projectQuestions).set({ status: 'PENDING' }).where(eq(projectQuestions.id, scene.questions.number));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, 'Required'],
      [{ name: 'x'.repeat(101) }, 'Must be less than or equal to 100 characters'],
      [{ description: 'x'.repeat(2001) }, 'Must be less than or equal to 2000 characters'],
      [{ productIds: [] }, COMPARISON_MESSAGES.noProducts],
      [{ productIds: [declined.row.id] }, COMPARISON_MESSAGES.noProducts],
      [{ productIds: [other.invitation.row.id] }, COMPARISON_MESSAGES.noProducts],
      [{ productIds: ['not-an-id'] }, COMPARISON_MESSAGES.noProducts],
      [{ sections: [] }, COMPARISON_MESSAGES.noQuestions],
      [{ sections: [{ sectionId: scene.section.id, questionIds: [] }] }, COMPARISON_MESSAGES.noQuestions],
      [
        { sections: [{ sectionId: scene.section.id, questionIds: [scene.questions.number] }] },
        COMPARISON_MESSAGES.noQuestions,
      ],
      [
        { sections: [{ sectionId: other.section.id, questionIds: [other.questions.text] }] },
        COMPARISON_MESSAGES.noQuestions,
      ],
    ];
    for (const [overrides, message] of cases) {
      expectBadInput(await createComparison(client, comparisonInput(scene, overrides)), message);
    }
    expect(await storedComparisons(scene.broker.project.id)).toEqual([]);
  });

  it('offers only the accepted products and the approved questions suppliers answer', async () => {
    const scene = await scoringScene(testApp);
    await inviteProduct(testApp, scene.broker.project.id, null, 'DECLINED');
    const { comparisonChoices } = dataOf(
      await scene.broker.client.graphql<{
        comparisonChoices: {
          products: Array<{ id: string }>;
          sections: Array<{ name: string; questions: Array<{ label: string }> }>;
        };
      }>(COMPARISON_OPERATIONS.choices, { projectId: scene.broker.project.id }),
    );
    expect(comparisonChoices.products.map((product) => product.id)).toEqual([scene.invitation.row.id]);
    const labels = comparisonChoices.sections.flatMap((section) => section.questions.map((question) => question.label));
    expect(labels).toContain('Visible question');
    expect(labels).toContain('Company name');
    expect(labels).not.toContain('Pending question');
    expect(labels).not.toContain('Rejected question');
    expect(labels).not.toContain('Private question');
  });

  it('adds comparisons only in Awaiting, Scoring or Completed', async () => {
    const scene = await scoringScene(testApp);
    const db = testApp.running.app.db;
    for (const status of ['PUBLISHED', 'ARCHIVED'] as const) {
      await setProjectStatus(db, scene.broker.project.id, status);
      expectBadInput(await createComparison(scene.broker.client, comparisonInput(scene)), COMPARISON_MESSAGES.notNow);
    }
    for (const status of ['AWAITING', 'SCORING', 'COMPLETED'] as const) {
      await setProjectStatus(db, scene.broker.project.id, status);
      dataOf(await createComparison(scene.broker.client, comparisonInput(scene, { name: status })));
    }
    expect(await storedComparisons(scene.broker.project.id)).toHaveLength(3);
  });
});
