import { describe, expect, it, vi } from 'vitest';
import { buildProjectManager, createProject, projectInput, STATUS, UPDATE } from '../projects/projects-support.js';
import { insertApprovedQuestionnaire } from '../questions/questions-support.js';
import { acceptProjectSuppliers, insertProjectSupplier } from '../suppliers/suppliers-support.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { bellOf, mailsTo, switchStatusMailsOff } from './notifications-support.js';

const testApp = useTestApp();

/** A broker company with a manager (who acts) and four signed-in colleagues to name in projects. */
async function brokerTeam(settings: { enableExperts?: boolean } = {}) {
  const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], {}, settings);
  const colleague = () =>
    buildSignedInUser(testApp, { companyId: manager.company.id, privileges: ['MANAGE_PROJECT_STATE'] });
  const [owner, expert, viewer, contact] = await Promise.all([colleague(), colleague(), colleague(), colleague()]);
  return { manager, owner, expert, viewer, contact };
}

type Team = Awaited<ReturnType<typeof brokerTeam>>;

/** A project naming the whole team: owner, expert, viewer, and the contact beside the manager as contacts. */
function teamInput(team: Team, overrides: Record<string, unknown> = {}) {
  return projectInput(team.manager.user.id, {
    name: 'Fleet insurance',
    productOwnerIds: [team.owner.user.id],
    domainExpertIds: [team.expert.user.id],
    viewerIds: [team.viewer.user.id],
    brokerageContacts: [
      { userId: team.manager.user.id, phoneNumber: '+1 555 0100', email: '' },
      { userId: team.contact.user.id, phoneNumber: '+1 555 0101', email: '' },
    ],
    ...overrides,
  });
}

async function move(client: HttpClient, id: string, status: string) {
  const result = await client.graphql(STATUS, { id, status });
  expect(result.errors, `moving to ${status}`).toBeUndefined();
}

const kindsOf = async (client: HttpClient) => (await bellOf(client)).map((item) => item.kind);

describe('new project', () => {
  it('tells everyone the new project names, worded for their place, but not its creator; mails follow switches', async () => {
    const team = await brokerTeam();
    await switchStatusMailsOff(testApp, team.viewer.user.id);
    const project = await createProject(team.manager.client, teamInput(team));
    const link = `/projects/${project.id}/dashboard`;
    const common = {
      kind: 'NEW_PROJECT',
      link,
      role: 'BUY_SIDE',
      days: null,
      project: { id: project.id, name: 'Fleet insurance' },
    };

    expect(await bellOf(team.owner.client)).toEqual([
      {
        ...common,
        message: "You have been added to 'Fleet insurance' as a project owner",
        isProductOwner: true,
        isDomainExpert: false,
      },
    ]);
    expect(await bellOf(team.expert.client)).toEqual([
      {
        ...common,
        message: "You have been added to 'Fleet insurance' as a domain expert",
        isProductOwner: false,
        isDomainExpert: true,
      },
    ]);
    for (const person of [team.viewer, team.contact]) {
      expect(await bellOf(person.client)).toEqual([
        {
          ...common,
          message: "You have been added to 'Fleet insurance'",
          isProductOwner: false,
          isDomainExpert: false,
        },
      ]);
    }
    expect(await bellOf(team.manager.client)).toEqual([]);

    const ownerMails = await mailsTo(testApp, team.owner.user.email);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]).toContain("You have been added to 'Fleet insurance' as a project owner");
    expect(ownerMails[0]).toContain(`${testApp.running.app.config.publicUrl}${link}`);
    expect(await mailsTo(testApp, team.contact.user.email)).toHaveLength(1);
    // The viewer turned project status mails off: the bell has the item, the mailbox nothing.
    expect(await mailsTo(testApp, team.viewer.user.email)).toEqual([]);
    expect(await mailsTo(testApp, team.manager.user.email)).toEqual([]);
  });

  it('on update tells only the people newly named', async () => {
    const team = await brokerTeam();
    const onlyOwner = {
      domainExpertIds: [],
      viewerIds: [],
      brokerageContacts: teamInput(team).brokerageContacts.slice(0, 1),
    };
    const project = await createProject(team.manager.client, teamInput(team, onlyOwner));
    expect(await kindsOf(team.expert.client)).toEqual([]);
    const input = teamInput(team);
    const saved = await team.manager.client.graphql(UPDATE, { id: project.id, version: project.version, input });
    expect(saved.errors).toBeUndefined();

    // The owner was named before: still the one notification of the creation.
    expect(await kindsOf(team.owner.client)).toEqual(['NEW_PROJECT']);
    for (const person of [team.expert, team.viewer, team.contact]) {
      expect(await kindsOf(person.client)).toEqual(['NEW_PROJECT']);
    }
    const again = await team.manager.client.graphql(UPDATE, { id: project.id, version: project.version + 1, input });
    expect(again.errors).toBeUndefined();
    expect(await kindsOf(team.expert.client)).toEqual(['NEW_PROJECT']);
    expect(await mailsTo(testApp, team.owner.user.email)).toHaveLength(1);
  });
});

describe('status changes', () => {
  it('asks the experts to approve questions on review, then tells the members of awaiting and scoring', async () => {
    const team = await brokerTeam({ enableExperts: true });
    const project = await createProject(team.manager.client, teamInput(team));
    await insertApprovedQuestionnaire(testApp.running.app.db, project.id, team.manager.user.id);
    await insertProjectSupplier(testApp.running.app.db, project.id);
    await move(team.manager.client, project.id, 'IN_REVIEW');
    expect((await bellOf(team.expert.client))[0]).toMatchObject({
      kind: 'QUESTIONS_TO_APPROVE',
      message: "Questions in 'Fleet insurance' are waiting for your approval",
      link: `/tasks/approve/${project.id}`,
    });
    expect(await kindsOf(team.owner.client)).toEqual(['NEW_PROJECT']);

    await move(team.manager.client, project.id, 'PUBLISHED');
    await move(team.manager.client, project.id, 'AWAITING');
    await acceptProjectSuppliers(testApp.running.app.db, project.id);
    await move(team.manager.client, project.id, 'SCORING');
    for (const person of [team.owner, team.viewer, team.contact]) {
      expect(await kindsOf(person.client)).toEqual(['SCORING_ANSWERS', 'AWAITING_ANSWERS', 'NEW_PROJECT']);
    }
    const [scoring, awaiting] = await bellOf(team.owner.client);
    expect(scoring).toMatchObject({
      message: "Answers in 'Fleet insurance' are ready for scoring",
      link: `/projects/${project.id}/dashboard`,
    });
    expect(awaiting?.message).toBe("'Fleet insurance' is awaiting answers");
    expect(await kindsOf(team.expert.client)).toEqual([
      'SCORING_ANSWERS',
      'AWAITING_ANSWERS',
      'QUESTIONS_TO_APPROVE',
      'NEW_PROJECT',
    ]);
    // The manager moved the project: they are not told what they did themselves.
    expect(await bellOf(team.manager.client)).toEqual([]);
    expect(await mailsTo(testApp, team.owner.user.email)).toHaveLength(3);
  });

  it('asks nobody to approve questions when the project has experts off', async () => {
    const team = await brokerTeam({ enableExperts: false });
    const project = await createProject(team.manager.client, teamInput(team));
    await insertApprovedQuestionnaire(testApp.running.app.db, project.id, team.manager.user.id);
    await move(team.manager.client, project.id, 'IN_REVIEW');
    expect(await kindsOf(team.expert.client)).toEqual(['NEW_PROJECT']);
  });
});

describe('a failure to notify', () => {
  it('is logged and neither fails nor undoes the user’s action', async () => {
    const team = await brokerTeam();
    const mailer = testApp.running.app.mailer;
    const send = vi.spyOn(mailer, 'send').mockRejectedValue(new Error('SMTP is down'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const project = await createProject(team.manager.client, teamInput(team));
      expect(project.status).toBe('DRAFT');
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(project.id), expect.any(Error));
    } finally {
      send.mockRestore();
      logged.mockRestore();
    }
  });
});
