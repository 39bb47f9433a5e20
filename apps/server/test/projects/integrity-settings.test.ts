import { CONSENSUS_MESSAGES, INTEGRITY_MESSAGES, NO_INTEGRITY } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, projects } from '../../src/db/schema/index.js';
import { buildCompany } from '../support/factories.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { buildSignedInUser, expectBadInput, expectForbidden } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildProjectManager, createProject, projectInput } from './projects-support.js';

/** Issue 37: the evaluation-integrity features, allowed by the company and turned on or off by the project. */
const testApp = useTestApp();
const db = () => testApp.running.app.db;

const FLAGS = 'integrity { sealedAnswers conflictDeclarations blindScoring consensus winnerSensitivity }';
const COMPANY_UPDATE = `mutation Update($id: ID!, $name: String, $settings: CompanySettingsInput) {
  updateCompanySettings(id: $id, name: $name, settings: $settings) { id settings { enableBranches ${FLAGS} } } }`;
const FEATURES = `query { profile { company { features { ${FLAGS} } } } }`;
const PROJECT = `query Project($id: ID!) { project(id: $id) { id settings { ${FLAGS} } } }`;
const SETTINGS = `mutation Settings($id: ID!, $integrity: IntegritySettingsInput, $targetNumberRespondents: Int) {
  updateProjectSettings(id: $id, integrity: $integrity, targetNumberRespondents: $targetNumberRespondents) {
    id version settings { ${FLAGS} } } }`;

type Flags = { integrity: Record<string, boolean> };

const storedProject = async (id: string) => (await db().select().from(projects).where(eq(projects.id, id)))[0];

/** A company administrator of a broker allowing `allowed`, and a DRAFT project created through the API. */
async function draftProject(allowed: Record<string, boolean> = {}) {
  const manager = await buildProjectManager(testApp, ['MANAGE_ALL_PROJECTS'], {}, { integrity: allowed });
  const project = await createProject(manager.client, projectInput(manager.user.id));
  const settingsOf = async () =>
    (await manager.client.graphql<{ project: { settings: Flags } }>(PROJECT, { id: project.id })).data?.project.settings
      .integrity;
  return { ...manager, project, settingsOf };
}

describe('the company allows integrity features', () => {
  it('an administrator turns them on, everything else kept; the profile exposes them', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const target = await buildCompany(db(), { kind: 'BROKER' });
    const result = await client.graphql<{ updateCompanySettings: { settings: Flags & { enableBranches: boolean } } }>(
      COMPANY_UPDATE,
      { id: target.id, name: target.name, settings: { integrity: { sealedAnswers: true, winnerSensitivity: true } } },
    );
    expect(result.errors).toBeUndefined();
    const allowed = { ...NO_INTEGRITY, sealedAnswers: true, winnerSensitivity: true };
    expect(result.data?.updateCompanySettings.settings).toEqual({ enableBranches: false, integrity: allowed });
    await client.graphql(COMPANY_UPDATE, {
      id: target.id,
      name: target.name,
      settings: { integrity: { sealedAnswers: false } },
    });
    const [stored] = await db().select().from(companies).where(eq(companies.id, target.id));
    expect(stored?.settings.integrity).toEqual({ ...allowed, sealedAnswers: false });

    const member = await buildSignedInUser(testApp, { companyId: target.id });
    const profile = await member.client.graphql<{ profile: { company: { features: Flags } } }>(FEATURES);
    expect(profile.data?.profile.company.features.integrity).toEqual({ ...allowed, sealedAnswers: false });
  });

  it('reads a company stored before issue 37 as allowing none', async () => {
    const { client } = await buildSignedInAdmin(testApp);
    const target = await buildCompany(db(), { kind: 'BROKER' });
    const { integrity: _none, ...older } = target.settings;
    await db().update(companies).set({ settings: older }).where(eq(companies.id, target.id));
    const result = await client.graphql<{ updateCompanySettings: { settings: Flags } }>(COMPANY_UPDATE, {
      id: target.id,
      name: target.name,
      settings: { enableBranches: true },
    });
    expect(result.data?.updateCompanySettings.settings.integrity).toEqual(NO_INTEGRITY);
  });
});

describe('a project takes and changes its integrity features', () => {
  it('starts with the company’s; turns an allowed one on in Draft and In Review, any off', async () => {
    const { client, project, settingsOf } = await draftProject({ sealedAnswers: true, winnerSensitivity: true });
    expect(await settingsOf()).toEqual({ ...NO_INTEGRITY, sealedAnswers: true, winnerSensitivity: true });
    const off = await client.graphql<{ updateProjectSettings: { settings: Flags } }>(SETTINGS, {
      id: project.id,
      integrity: { sealedAnswers: false },
    });
    expect(off.errors).toBeUndefined();
    expect(off.data?.updateProjectSettings.settings.integrity).toEqual({ ...NO_INTEGRITY, winnerSensitivity: true });
    await db().update(projects).set({ status: 'IN_REVIEW' }).where(eq(projects.id, project.id));
    const on = await client.graphql(SETTINGS, { id: project.id, integrity: { sealedAnswers: true } });
    expect(on.errors).toBeUndefined();
    expect(await settingsOf()).toEqual({ ...NO_INTEGRITY, sealedAnswers: true, winnerSensitivity: true });
  });

  it('refuses a feature the company does not allow, and changes nothing', async () => {
    const { client, project, settingsOf } = await draftProject({ winnerSensitivity: true });
    const before = await storedProject(project.id);
    expectBadInput(
      await client.graphql(SETTINGS, {
        id: project.id,
        integrity: { winnerSensitivity: false, blindScoring: true },
        targetNumberRespondents: 7,
      }),
      INTEGRITY_MESSAGES.notAllowed('blindScoring'),
    );
    expect(await settingsOf()).toEqual({ ...NO_INTEGRITY, winnerSensitivity: true });
    expect(await storedProject(project.id)).toMatchObject({
      version: before?.version,
      targetRespondents: before?.targetRespondents,
    });
  });

  it('refuses any change once Published, but keeps the other settings editable', async () => {
    const { client, project, settingsOf } = await draftProject({ consensus: true });
    await db().update(projects).set({ status: 'PUBLISHED' }).where(eq(projects.id, project.id));
    expectBadInput(
      await client.graphql(SETTINGS, { id: project.id, integrity: { consensus: false } }),
      INTEGRITY_MESSAGES.locked,
    );
    expect(await settingsOf()).toEqual({ ...NO_INTEGRITY, consensus: true });
    const same = await client.graphql(SETTINGS, {
      id: project.id,
      integrity: { consensus: true },
      targetNumberRespondents: 4,
    });
    expect(same.errors).toBeUndefined();
    expect((await storedProject(project.id))?.targetRespondents).toBe(4);
  });

  it('sets the calibration threshold from 1 to 5 (2 unless set) where the features are set', async () => {
    const { client, project } = await draftProject({ consensus: true });
    const THRESHOLD = `mutation Settings($id: ID!, $integrity: IntegritySettingsInput) {
      updateProjectSettings(id: $id, integrity: $integrity) { settings { integrity { consensus disagreementThreshold } } } }`;
    type Saved = { updateProjectSettings: { settings: { integrity: { disagreementThreshold: number } } } };
    const set = (integrity: Record<string, unknown>) => client.graphql<Saved>(THRESHOLD, { id: project.id, integrity });
    expect((await set({ consensus: true })).data?.updateProjectSettings.settings.integrity).toEqual({
      consensus: true,
      disagreementThreshold: 2,
    });
    const saved = await set({ disagreementThreshold: 3 });
    expect(saved.data?.updateProjectSettings.settings.integrity.disagreementThreshold).toBe(3);
    for (const wrong of [0, 6]) {
      expectBadInput(await set({ disagreementThreshold: wrong }), CONSENSUS_MESSAGES.thresholdRange, {
        disagreementThreshold: CONSENSUS_MESSAGES.thresholdRange,
      });
    }
    await db().update(projects).set({ status: 'PUBLISHED' }).where(eq(projects.id, project.id));
    expectBadInput(await set({ disagreementThreshold: 4 }), INTEGRITY_MESSAGES.locked);
    expect((await set({ consensus: false })).errors?.[0]?.message).toBe(INTEGRITY_MESSAGES.locked);
    expect((await storedProject(project.id))?.settings.integrity?.disagreementThreshold).toBe(3);
  });

  it('needs MANAGE_ALL_PROJECTS, as the other project settings', async () => {
    const { project, company, settingsOf } = await draftProject({ consensus: true });
    const manager = await buildSignedInUser(testApp, { companyId: company.id, privileges: ['MANAGE_PROJECT_STATE'] });
    expectForbidden(await manager.client.graphql(SETTINGS, { id: project.id, integrity: { consensus: false } }));
    expect(await settingsOf()).toEqual({ ...NO_INTEGRITY, consensus: true });
  });
});
