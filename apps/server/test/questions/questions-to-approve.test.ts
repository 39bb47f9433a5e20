import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.js';
import { bellOf } from '../notifications/notifications-support.js';
import { STATUS } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { buildQuestionnaireTeam, insertSection } from './questions-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;

/**
 * The team's project with a questionnaire that passes the issue check: 'Security' approved by the section approver
 * (a domain expert) with questions approved by the question approver (an expert too), the bystander and the
 * manager; 'Pricing' approved by the question owner.
 */
async function teamWithApprovers() {
  const team = await buildQuestionnaireTeam(testApp);
  const owner = team.sectionOwner.user.id;
  await insertSection(db(), team.project.id, { name: 'Security', approverId: team.sectionApprover.user.id }, [
    { label: 'Encryption', ownerId: owner, approverId: team.questionApprover.user.id },
    { label: 'Audits', ownerId: owner, approverId: team.bystander.user.id },
    { label: 'Backups', ownerId: owner, approverId: team.manager.user.id },
  ]);
  await insertSection(db(), team.project.id, { name: 'Pricing', position: 1, approverId: team.questionOwner.user.id }, [
    { label: 'Price per seat', ownerId: owner, approverId: team.bystander.user.id },
  ]);
  return team;
}

const toApprove = async (client: Parameters<typeof bellOf>[0]) =>
  (await bellOf(client)).filter((item) => item.kind === 'QUESTIONS_TO_APPROVE');

describe('QUESTIONS_TO_APPROVE on the move to review', () => {
  it('reaches the domain experts and every approver of a section or question, once each, never the actor', async () => {
    const team = await teamWithApprovers();
    dataOf(await team.manager.client.graphql(STATUS, { id: team.project.id, status: 'IN_REVIEW' }));
    for (const receiver of [team.sectionApprover, team.questionApprover, team.bystander, team.questionOwner]) {
      expect(await toApprove(receiver.client)).toMatchObject([
        { link: `/tasks/approve/${team.project.id}`, project: { id: team.project.id } },
      ]);
    }
    for (const other of [team.manager, team.productOwner, team.sectionOwner]) {
      expect(await toApprove(other.client)).toEqual([]);
    }
  });

  it('asks nobody when the project has experts off', async () => {
    const team = await teamWithApprovers();
    const [row] = await db().select().from(projects).where(eq(projects.id, team.project.id));
    if (!row) throw new Error('no project');
    await db()
      .update(projects)
      .set({ settings: { ...row.settings, enableExperts: false } })
      .where(eq(projects.id, team.project.id));
    dataOf(await team.manager.client.graphql(STATUS, { id: team.project.id, status: 'IN_REVIEW' }));
    for (const person of [team.sectionApprover, team.bystander, team.questionOwner]) {
      expect(await toApprove(person.client)).toEqual([]);
    }
  });
});
