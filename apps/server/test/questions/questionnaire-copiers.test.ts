import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, sections } from '../../src/db/schema/index.js';
import { buildColleague, buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { buildTemplate } from '../projects/templates-support.js';
import { buildCompany, buildUser } from '../support/factories.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { insertSection, questionnaireOf, type SectionShape } from './questions-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
type Manager = Awaited<ReturnType<typeof buildProjectManager>>;

const COPY = `mutation ($input: ProjectInput!, $copy: ProjectCopyInput) { createProject(input: $input, copy: $copy) { id } }`;
const OWNER_DEADLINE = new Date('2030-05-01T12:00:00Z');

/**
 * A base project of the manager's company with 'Company' (owner with a due date, approver) holding an APPROVED
 * question (owner, approver, weight 4) and a REJECTED private one (weight 2), then a template-based 'Standard'.
 */
async function buildBase(manager: Manager, input: Record<string, unknown> = {}) {
  const base = await createProject(manager.client, projectInput(manager.user.id, input));
  const [owner, approver] = await Promise.all([
    buildColleague(db(), manager.company.id),
    buildColleague(db(), manager.company.id),
  ]);
  await insertSection(
    db(),
    base.id,
    {
      name: 'Company',
      description: 'Who you are',
      ownerId: owner.id,
      ownerDeadline: OWNER_DEADLINE,
      approverId: approver.id,
    },
    [
      { label: 'Legal name', ownerId: owner.id, approverId: approver.id, status: 'APPROVED', weight: 4 },
      {
        label: 'Head count',
        ownerId: owner.id,
        status: 'REJECTED',
        rejectReason: 'Unclear',
        weight: 2,
        isPrivate: true,
      },
    ],
  );
  await insertSection(db(), base.id, { name: 'Standard', position: 1, isReadonly: true }, [{ label: 'Insurance' }]);
  return { base, owner, approver };
}

async function copyProject(manager: Manager, input: Record<string, unknown>, copy: Record<string, unknown>) {
  const result = await manager.client.graphql<{ createProject: { id: string } }>(COPY, {
    input: projectInput(manager.user.id, input),
    copy,
  });
  return dataOf(result).createProject;
}

/** The questionnaire as the API shows it, reduced to what a copy carries. */
async function contentOf(manager: Manager, projectId: string) {
  const questionnaire = await questionnaireOf(manager.client, projectId);
  const person = (value: unknown) => (value as { id: string } | null)?.id ?? null;
  return questionnaire.sections.map((section: SectionShape) => ({
    name: section.name,
    description: section.description,
    position: section.position,
    isReadonly: section.isReadonly,
    owner: person(section.owner),
    approver: person(section.approver),
    ownerDeadline: section.ownerDeadline,
    questions: section.questions.map((question) => ({
      label: question.question.label,
      position: question.position,
      status: question.status,
      rejectReason: question.rejectReason,
      weight: question.weight,
      isPrivate: question.isPrivate,
      owner: person(question.owner),
      approver: person(question.approver),
    })),
  }));
}

describe('clone, RFI-based and next iteration copy the questionnaire', () => {
  it('clones every section and question with owners and read-only flags; without the settings no approver, status or weight', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const { base, owner } = await buildBase(admin);
    const created = await copyProject(admin, { name: 'Clone' }, { id: base.id, origin: 'CLONE' });
    expect(await contentOf(admin, created.id)).toEqual([
      {
        name: 'Company',
        description: 'Who you are',
        position: 0,
        isReadonly: false,
        owner: owner.id,
        approver: null,
        ownerDeadline: OWNER_DEADLINE.toISOString(),
        questions: [
          {
            label: 'Legal name',
            position: 0,
            status: 'PENDING',
            rejectReason: null,
            weight: 1,
            isPrivate: false,
            owner: owner.id,
            approver: null,
          },
          {
            label: 'Head count',
            position: 1,
            status: 'PENDING',
            rejectReason: null,
            weight: 1,
            isPrivate: true,
            owner: owner.id,
            approver: null,
          },
        ],
      },
      {
        name: 'Standard',
        description: '',
        position: 1,
        isReadonly: true,
        owner: null,
        approver: null,
        ownerDeadline: null,
        questions: [
          {
            label: 'Insurance',
            position: 0,
            status: 'PENDING',
            rejectReason: null,
            weight: 1,
            isPrivate: false,
            owner: null,
            approver: null,
          },
        ],
      },
    ]);
    // The base is untouched.
    expect(await contentOf(admin, base.id)).toHaveLength(2);
  });

  it('keeps approvers, statuses with reject reasons and weights when the settings say so', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const { base } = await buildBase(admin);
    const copy = {
      id: base.id,
      origin: 'CLONE',
      copyApprovers: true,
      copyQuestionsStatus: true,
      copyQuestionsWeight: true,
    };
    const created = await copyProject(admin, { name: 'Clone' }, copy);
    expect(await contentOf(admin, created.id)).toEqual(await contentOf(admin, base.id));
  });

  it('copies each setting on its own', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const { base, approver } = await buildBase(admin);
    const onlyWeight = await copyProject(admin, {}, { id: base.id, origin: 'CLONE', copyQuestionsWeight: true });
    const [company] = await contentOf(admin, onlyWeight.id);
    expect(company?.questions.map((question) => [question.weight, question.status, question.approver])).toEqual([
      [4, 'PENDING', null],
      [2, 'PENDING', null],
    ]);
    const onlyApprovers = await copyProject(admin, {}, { id: base.id, origin: 'CLONE', copyApprovers: true });
    const [withApprovers] = await contentOf(admin, onlyApprovers.id);
    expect(withApprovers?.approver).toBe(approver.id);
    expect(withApprovers?.questions.map((question) => [question.weight, question.status, question.approver])).toEqual([
      [1, 'PENDING', approver.id],
      [1, 'PENDING', null],
    ]);
  });

  it('restarts a closed Panel with approvers, statuses and weights (the next iteration’s defaults)', async () => {
    const manager = await buildProjectManager(testApp);
    const panel = { type: 'PANEL', description: '' };
    const { base } = await buildBase(manager, panel);
    await db().update(projects).set({ status: 'COMPLETED' }).where(eq(projects.id, base.id));
    const created = await copyProject(
      manager,
      { ...panel, name: 'Next round' },
      { id: base.id, origin: 'NEXT_ITERATION' },
    );
    expect(await contentOf(manager, created.id)).toEqual(await contentOf(manager, base.id));
  });

  it('gives an RFP based on an RFI the RFI’s questionnaire', async () => {
    const manager = await buildProjectManager(testApp);
    const { base } = await buildBase(manager, { type: 'RFI' });
    const created = await copyProject(manager, { type: 'RFP' }, { id: base.id, origin: 'RFI_BASED' });
    expect((await contentOf(manager, created.id)).map((section) => section.name)).toEqual(['Company', 'Standard']);
  });
});

describe('templates chosen in the wizard', () => {
  it('add their sections read-only after the project’s own, in the order chosen, questions PENDING', async () => {
    const admin = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS']);
    const { base } = await buildBase(admin);
    const otherFirm = await buildCompany(db());
    const stranger = (await buildUser(db(), { companyId: otherFirm.id })).user;
    const colleague = await buildColleague(db(), admin.company.id, ['MANAGE_ALL_PROJECTS']);
    const theirs = await buildTemplate(db(), otherFirm.id, { status: 'PUBLISHED' });
    await insertSection(db(), theirs.draft.id, { name: 'Security', ownerId: stranger.id, approverId: stranger.id }, [
      { label: 'Encryption', ownerId: stranger.id, status: 'APPROVED', weight: 3 },
      { label: 'Audits', status: 'REJECTED', rejectReason: 'Vague' },
    ]);
    await insertSection(db(), theirs.draft.id, { name: 'Continuity', position: 1 }, [{ label: 'Backups' }]);
    const ours = await buildTemplate(db(), admin.company.id, { status: 'PUBLISHED' });
    await insertSection(
      db(),
      ours.draft.id,
      { name: 'Pricing', ownerId: colleague.id, ownerDeadline: OWNER_DEADLINE },
      [{ label: 'Price per seat', ownerId: colleague.id, approverId: stranger.id }],
    );

    const created = await copyProject(
      admin,
      { name: 'From templates', templateIds: [ours.template.id, theirs.template.id], domainExpertIds: [colleague.id] },
      { id: base.id, origin: 'CLONE' },
    );
    const content = await contentOf(admin, created.id);
    expect(content.map((section) => [section.name, section.position, section.isReadonly])).toEqual([
      ['Company', 0, false],
      ['Standard', 1, true],
      ['Pricing', 2, true],
      ['Security', 3, true],
      ['Continuity', 4, true],
    ]);
    expect(content[2]).toMatchObject({
      owner: colleague.id,
      ownerDeadline: OWNER_DEADLINE.toISOString(),
      questions: [{ label: 'Price per seat', owner: colleague.id, approver: colleague.id, status: 'PENDING' }],
    });
    // Another firm's people never come along: nobody can amend these sections, so the creator owns them and the first
    // domain expert approves.
    expect(content[3]).toMatchObject({
      owner: admin.user.id,
      approver: colleague.id,
      ownerDeadline: null,
      questions: [
        { label: 'Encryption', position: 0, status: 'PENDING', weight: 3, owner: admin.user.id },
        { label: 'Audits', position: 1, status: 'PENDING', rejectReason: null, weight: 1, owner: admin.user.id },
      ],
    });
    // The templates keep their content.
    expect(await db().select().from(sections).where(eq(sections.projectId, theirs.draft.id))).toHaveLength(2);
  });

  it('fill a new project with no copy from the first section on', async () => {
    const manager = await buildProjectManager(testApp);
    const { template, draft } = await buildTemplate(db(), manager.company.id, { status: 'PUBLISHED' });
    await insertSection(db(), draft.id, { name: 'General' }, [{ label: 'Company name' }, { label: 'Website' }]);
    const created = await createProject(manager.client, projectInput(manager.user.id, { templateIds: [template.id] }));
    expect(await contentOf(manager, created.id)).toMatchObject([
      {
        name: 'General',
        position: 0,
        isReadonly: true,
        questions: [{ label: 'Company name' }, { label: 'Website' }],
      },
    ]);
  });
});
