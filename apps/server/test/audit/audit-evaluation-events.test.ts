import { describe, expect, it } from 'vitest';
import { projectMembers } from '../../src/db/schema/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { approveUnseal, sealedScene } from '../answers/sealed-answers-support.js';
import { admit, conflictScene, declare } from '../integrity/conflicts-support.js';
import { nameUser, readCalibration, recordConsensus, setIntegrity } from '../scoring/consensus-support.js';
import { insertBranch } from '../scoring/ratings-support.js';
import {
  changeSettings,
  rate,
  readScoring,
  SCORING_OPERATIONS,
  scoringScene,
  textAnswer,
  textQuestion,
} from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { auditProbe, expectEntry } from './audit-events-support.js';

/** Issue 38 item 6: each evaluation decision taken over HTTP writes exactly one entry, saying who, what and where. */
const testApp = useTestApp(MANY_SIGN_INS);
const { entriesOf, oneEntryOf } = auditProbe(testApp);

const SELECT = `mutation Select($projectId: ID!, $productIds: [ID!]!) {
  selectWinners(projectId: $projectId, productIds: $productIds) { id status } }`;

describe('The audit trail records, over HTTP, one entry for', () => {
  it('a rating saved and a weight changed (the weight before and after)', async () => {
    const scene = await scoringScene(testApp);
    const { user, company, project } = scene.broker;
    const ofProject = { id: project.id, name: project.name };
    const question = textQuestion(dataOf(await readScoring(scene.broker.client, scene)).scoring, scene);

    const rated = await oneEntryOf(async () => dataOf(await rate(scene.broker.client, scene, 4)));
    expectEntry(rated, {
      kind: 'scoring.rating_saved',
      actor: user,
      companyId: company.id,
      project: ofProject,
      target: { type: 'answer', id: rated.targetId ?? '' },
      after: { rating: 4, supplier: scene.invitation.row.id, question: scene.questions.text, branch: null },
    });
    expect(rated.targetId).toEqual(expect.any(String));

    const { projectId, sectionId, questionId } = textAnswer(scene);
    const weighed = await oneEntryOf(async () =>
      dataOf(
        await scene.broker.client.graphql(SCORING_OPERATIONS.setWeight, {
          input: { projectId, sectionId, questionId, weight: 3 },
        }),
      ),
    );
    expectEntry(weighed, {
      kind: 'scoring.weight_changed',
      actor: user,
      companyId: company.id,
      project: ofProject,
      target: { type: 'question', id: questionId },
      before: { weight: question?.weight, branch: null },
      after: { weight: 3, branch: null },
    });
    expect(question?.weight).not.toBe(3);
  });

  it('a consensus recorded by a project owner', async () => {
    const scene = await scoringScene(testApp);
    const projectId = scene.broker.project.id;
    await changeSettings(testApp, scene, { enableBranches: true });
    await setIntegrity(testApp, projectId, { consensus: true });
    const colleague = await projectViewer(testApp, scene, ['MANAGE_ALL_SCORING', 'READ_SCORING']);
    await testApp.running.app.db
      .insert(projectMembers)
      .values({ projectId, userId: scene.broker.user.id, role: 'PROJECT_MANAGER' });
    await nameUser(testApp, colleague.user.id, 'Carl', 'Colleague');
    dataOf(await rate(scene.broker.client, scene, 5, await insertBranch(testApp, projectId, scene.broker.user.id)));
    dataOf(await rate(colleague.client, scene, 1, await insertBranch(testApp, projectId, colleague.user.id)));
    const answerId = dataOf(await readCalibration(scene.broker.client, projectId)).calibration.items[0]?.answerId;

    const agreed = await oneEntryOf(async () =>
      dataOf(
        await recordConsensus(scene.broker.client, {
          projectId,
          answerId: answerId ?? '',
          rating: 3,
          reason: 'Agreed in the calibration meeting',
        }),
      ),
    );
    expectEntry(agreed, {
      kind: 'scoring.consensus_recorded',
      actor: scene.broker.user,
      companyId: scene.broker.company.id,
      project: { id: projectId, name: scene.broker.project.name },
      target: { type: 'answer', id: answerId ?? '' },
      after: { rating: 3, supplier: scene.invitation.row.id },
    });
  });

  it('each approval to open sealed answers early, and the opening with the second one', async () => {
    const scene = await sealedScene(testApp);
    const { project, company } = scene.broker;
    const second = await projectViewer(testApp, scene, ['MANAGE_PROJECT_STATE', 'READ_SCORING']);
    await setProjectStatus(testApp.running.app.db, project.id, 'SCORING');
    const ofProject = { id: project.id, name: project.name };
    const target = { type: 'project', id: project.id, label: project.name };

    const first = await oneEntryOf(async () =>
      dataOf(await approveUnseal(scene.broker.client, project.id, 'Board meets early')),
    );
    expectEntry(first, {
      kind: 'answers.unseal_approved',
      actor: scene.broker.user,
      companyId: company.id,
      project: ofProject,
      target,
      after: { approvals: 1 },
    });

    const both = await entriesOf(async () =>
      dataOf(await approveUnseal(second.client, project.id, 'Agreed with the client')),
    );
    expect(both.map((entry) => entry.kind)).toEqual(['answers.unseal_approved', 'answers.unsealed']);
    const [approved, opened] = both;
    if (!approved || !opened) throw new Error('two entries expected');
    expectEntry(approved, { kind: 'answers.unseal_approved', actor: second.user, companyId: company.id, target });
    expect(approved.after).toEqual({ approvals: 2 });
    expectEntry(opened, {
      kind: 'answers.unsealed',
      actor: second.user,
      companyId: company.id,
      project: ofProject,
      target,
      after: { sealed: false },
    });
  });

  it('a conflict declared, and the conflicted evaluator let in by another owner', async () => {
    const scene = await conflictScene(testApp);
    const { client, user, company, project } = scene.broker;
    const ofProject = { id: project.id, name: project.name };
    const supplier = scene.productId;

    const declared = await oneEntryOf(async () =>
      dataOf(
        await declare(client, scene.projectId, [
          { projectProductId: supplier, hasConflict: true, description: 'Her brother works there' },
        ]),
      ),
    );
    expectEntry(declared, {
      kind: 'conflict.declared',
      actor: user,
      companyId: company.id,
      project: ofProject,
      target: { type: 'supplier', id: supplier },
      after: { hasConflict: true },
    });
    expect(declared.targetLabel).toContain('Answer Suite');

    const owner = scene.secondOwner;
    const admitted = await oneEntryOf(async () =>
      dataOf(await admit(owner.client, scene.projectId, user.id, supplier, 'Her brother left them in 2024')),
    );
    expectEntry(admitted, {
      kind: 'conflict.admitted',
      actor: owner.user,
      companyId: company.id,
      project: ofProject,
      target: { type: 'user', id: user.id },
      after: { supplier },
    });
  });

  it('the winners selected, beside the project completed', async () => {
    const scene = await scoringScene(testApp);
    const { client, user, company, project } = scene.broker;
    const winner = scene.invitation.row.id;
    const entries = await entriesOf(async () =>
      dataOf(await client.graphql(SELECT, { projectId: project.id, productIds: [winner] })),
    );
    expect(entries.map((entry) => entry.kind)).toEqual(['project.status_changed', 'winners.selected']);
    const [completed, selected] = entries;
    if (!completed || !selected) throw new Error('two entries expected');
    const ofProject = { id: project.id, name: project.name };
    const target = { type: 'project', id: project.id, label: project.name };
    expectEntry(completed, {
      kind: 'project.status_changed',
      actor: user,
      companyId: company.id,
      project: ofProject,
      target,
      before: { status: 'SCORING' },
      after: { status: 'COMPLETED' },
    });
    expectEntry(selected, { kind: 'winners.selected', actor: user, companyId: company.id, project: ofProject, target });
    expect((selected.after as { winners: string[] }).winners).toEqual([expect.stringContaining('Answer Suite')]);
  });
});
