import { describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildProjectManager, createProject, projectInput } from './projects-support.js';

const testApp = useTestApp();

const db = () => testApp.running.app.db;

const SEND = 'mutation Send($id: ID!, $emails: [String!]!) { sendProjectStatusEmail(id: $id, emails: $emails) }';
const RECIPIENTS = 'query Recipients($id: ID!) { projectRecipients(id: $id) { userId name email role } }';

const NEW_YORK_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });
const day = (value: unknown) => NEW_YORK_DAY.format(new Date(String(value)));

/** The status mails the SMTP capture has received so far, once every delivery started has finished. */
async function statusMails() {
  await testApp.running.app.mailer.idle();
  return testApp.smtp.mails.filter((mail) => mail.subject.startsWith('Project status:'));
}

/** A broker company's project manager, colleagues in each project role, and a DRAFT project staffed with them. */
async function staffedProject(name = 'Payroll platform selection') {
  const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], {}, { enableExperts: true });
  const colleague = async (firstName: string, lastName: string) =>
    (await buildUser(db(), { companyId: manager.company.id, firstName, lastName })).user;
  const [owner, expert, viewer, contact] = await Promise.all([
    colleague('Olivia', 'Owner'),
    colleague('Edgar', 'Expert'),
    colleague('Vera', 'Viewer'),
    colleague('Carl', 'Contact'),
  ]);
  const project = await createProject(
    manager.client,
    projectInput(manager.user.id, {
      name,
      productOwnerIds: [owner.id],
      domainExpertIds: [expert.id],
      viewerIds: [viewer.id],
      brokerageContacts: [
        // The owner is also a contact without an e-mail of their own: listed once, as Project Owner.
        { userId: owner.id, phoneNumber: '+1 555 0100', email: '' },
        { userId: contact.id, phoneNumber: '', email: 'Desk@Brokers.example' },
      ],
    }),
  );
  return { ...manager, owner, expert, viewer, contact, project };
}

describe('projectRecipients', () => {
  it('lists the project-level users by role, once per e-mail, a contact with their own e-mail', async () => {
    const { client, project, owner, expert, viewer, contact } = await staffedProject();
    const result = await client.graphql<{ projectRecipients: unknown[] }>(RECIPIENTS, { id: project.id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.projectRecipients).toEqual([
      { userId: owner.id, name: 'Olivia Owner', email: owner.email, role: 'PROJECT_MANAGER' },
      { userId: expert.id, name: 'Edgar Expert', email: expert.email, role: 'DOMAIN_EXPERT' },
      { userId: viewer.id, name: 'Vera Viewer', email: viewer.email, role: 'VIEWER' },
      { userId: contact.id, name: 'Carl Contact', email: 'desk@brokers.example', role: 'BROKERAGE_CONTACT' },
    ]);
  });

  it('is for signed-in users with MANAGE_PROJECT_STATE and answers another company’s project as not found', async () => {
    const { company, project } = await staffedProject();
    expectUnauthenticated(await testApp.client().graphql(RECIPIENTS, { id: project.id }));
    const unprivileged = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await unprivileged.client.graphql(RECIPIENTS, { id: project.id }));
    const stranger = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE', 'MANAGE_ALL_PROJECTS']);
    expectNotFound(await stranger.client.graphql(RECIPIENTS, { id: project.id }), 'Project');
  });
});

describe('sendProjectStatusEmail', () => {
  it('refuses a signed-out caller, a missing privilege and another company’s project, sending nothing', async () => {
    const { company, project } = await staffedProject();
    const emails = ['someone@example.com'];
    expectUnauthenticated(await testApp.client().graphql(SEND, { id: project.id, emails }));
    const unprivileged = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await unprivileged.client.graphql(SEND, { id: project.id, emails }));
    const stranger = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE', 'MANAGE_ALL_PROJECTS']);
    expectNotFound(await stranger.client.graphql(SEND, { id: project.id, emails }), 'Project');
    expectNotFound(await stranger.client.graphql(SEND, { id: 'not-a-uuid', emails }), 'Project');
    expect(await statusMails()).toEqual([]);
  });

  it('refuses bad recipients with the spec messages on the field emails and sends nothing', async () => {
    const { client, project } = await staffedProject();
    const cases: Array<[string[], string]> = [
      [[], 'At least one recipient must be added'],
      [['ann@example.com', 'not-an-email'], 'Please enter a valid email address'],
      [['ann@example.com', 'ANN@Example.com'], 'This email is already added'],
      [Array.from({ length: 51 }, (_, index) => `user${index}@example.com`), 'No more than 50 recipients can be added'],
    ];
    for (const [emails, message] of cases) {
      expectBadInput(await client.graphql(SEND, { id: project.id, emails }), message, { emails: message });
    }
    expect(await statusMails()).toEqual([]);
  });

  it('sends one mail per recipient with the status, step, progress, New York dates and the sender', async () => {
    const { client, project, user, company } = await staffedProject('Payroll <Selection> & Co');
    const emails = ['Olivia@Clients.example', 'board@clients.example'];
    const result = await client.graphql<{ sendProjectStatusEmail: boolean }>(SEND, { id: project.id, emails });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ sendProjectStatusEmail: true });

    for (const to of ['olivia@clients.example', 'board@clients.example']) {
      const mail = await testApp.smtp.waitForMail(to, /^Project status: Payroll <Selection> & Co$/);
      expect(mail.to).toEqual([to]);
      for (const fact of [
        'Type: RFP',
        'Status: Draft',
        'Current Step: Project Initiating',
        'Progress: 10%',
        `Publish Date: ${day(project.publishDate)}`,
        `Intent to Respond: ${day(project.submissionDeadline)}`,
        `RFP Submission Deadline: ${day(project.questionsSubmissionDeadline)}`,
        `Decision Notification Date: ${day(project.plannedDecisionDate)}`,
        `Sent by ${user.firstName} ${user.lastName}, ${company.name}`,
      ]) {
        expect(mail.text).toContain(fact);
      }
      // The HTML part carries the name escaped.
      expect(mail.text).toContain('Payroll &#60;Selection&#62; &#38; Co');
    }
    expect(await statusMails()).toHaveLength(2);
  });

  it('allows a user 10 sends an hour, then refuses with 429 and sends nothing more', async () => {
    const { client, project } = await staffedProject();
    const send = () => client.graphql(SEND, { id: project.id, emails: ['limit@clients.example'] });
    for (let sent = 0; sent < 10; sent += 1) expect((await send()).errors).toBeUndefined();
    const refused = await send();
    expect(refused.errors?.[0]?.message).toBe('You have sent too many status emails. Please try again in an hour.');
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const mails = (await statusMails()).filter((mail) => mail.to.includes('limit@clients.example'));
    expect(mails).toHaveLength(10);
  });
});
