import { OCDS_TEXTS, ocdsExportPath } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.js';
import { DEMO_ANSWERING_PROJECT, DEMO_COMPLETED_PROJECT, DEMO_PASSWORD } from '../../src/seed/index.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser, signedInClient } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { type OcdsPackage, ocdsPackageValidator } from './ocds-schema-support.js';

const testApp = useTestApp({ ...MANY_SIGN_INS, seedDemo: true });
const validate = ocdsPackageValidator();

async function demoProjectId(name: string): Promise<string> {
  const [row] = await testApp.running.app.db.select({ id: projects.id }).from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no demo project ${name}`);
  return row.id;
}

const demoUser = (email: string) => signedInClient(testApp, email, DEMO_PASSWORD);

/** The export as a project owner downloads it: a JSON file named after the project, valid against OCDS 1.1. */
async function downloadExport(client: HttpClient, projectName: string) {
  const projectId = await demoProjectId(projectName);
  const response = await client.get<OcdsPackage>(ocdsExportPath(projectId));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('content-disposition')).toContain(
    `filename*=UTF-8''${encodeURIComponent(`${projectName}-ocds.json`)}`,
  );
  expect(validate(response.body)).toEqual({ valid: true, errors: [] });
  // The validator does refuse what OCDS does not allow: a status off the closed codelist, a release without its ocid.
  const [valid] = response.body.releases;
  const offCodelist = { ...valid, tender: { ...valid?.tender, status: 'open' } };
  expect(validate({ ...response.body, releases: [offCodelist] }).valid).toBe(false);
  expect(validate({ ...response.body, releases: [{ ...valid, ocid: undefined }] }).valid).toBe(false);
  expect(response.body.version).toBe('1.1');
  expect(response.body.uri).toBe(`${testApp.running.app.config.publicUrl}${ocdsExportPath(projectId)}`);
  expect(response.body.extensions).toHaveLength(2);
  const [release] = response.body.releases;
  if (!release) throw new Error('no release');
  expect(release.ocid).toBe(`ocds-shortlist-${projectId}`);
  expect(release.tender.title).toBe(projectName);
  return release;
}

describe('the open-contracting (OCDS) export', () => {
  it('gives the owners of a completed RFP its winner as the award, every supplier that submitted as a tenderer', async () => {
    const pm = await demoUser('pm@northwind.example');
    const release = await downloadExport(pm, DEMO_COMPLETED_PROJECT);
    expect(release.tag).toEqual(['tender', 'award']);
    expect(release.tender.status).toBe('complete');
    expect(release.buyer.name).toBeTruthy();
    const tenderers = release.tender.tenderers.map((tenderer) => tenderer.name).sort();
    expect(tenderers).toEqual(['Acme Software', 'Globex Benefits']);
    const bids = release.bids.details.map((bid) => [bid.description, bid.tenderers[0]?.name, bid.status]);
    expect(bids.sort()).toEqual([
      ['Acme Payroll Cloud', 'Acme Software', 'valid'],
      ['Acme People HRIS', 'Acme Software', 'valid'],
      ['Globex Enrol', 'Globex Benefits', 'valid'],
    ]);
    expect(release.bids.statistics).toEqual([expect.objectContaining({ measure: 'bids', value: 3 })]);
    const winnerBid = release.bids.details.find((bid) => bid.description === 'Acme Payroll Cloud');
    expect(release.awards).toEqual([
      expect.objectContaining({
        status: 'active',
        suppliers: [expect.objectContaining({ name: 'Acme Software' })],
        relatedBids: [winnerBid?.id],
      }),
    ]);
    const acme = release.parties.find((party) => party.name === 'Acme Software');
    expect(acme?.roles).toEqual(['tenderer', 'supplier']);
    expect(release.parties.find((party) => party.name === 'Globex Benefits')?.roles).toEqual(['tenderer']);
  });

  it('gives a project awaiting answers a pending award and its public FAQ, never a private or rejected item', async () => {
    const pm = await demoUser('pm@northwind.example');
    const release = await downloadExport(pm, DEMO_ANSWERING_PROJECT);
    expect(release.tender.status).toBe('active');
    expect(release.awards).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(release.awards?.[0]?.suppliers).toBeUndefined();
    const enquiries = release.tender.enquiries;
    expect(enquiries).toContainEqual(
      expect.objectContaining({
        description: 'Which HRIS systems does the client use today?',
        answer: 'Workday for HR and ADP for payroll; both stay in place.',
      }),
    );
    const first = enquiries.find((item) => item.description === 'How many employees will enrol in the first year?');
    expect(first).toMatchObject({ answer: 'About 4,000 employees across 12 states.', threadID: first?.id });
    expect(enquiries).toContainEqual(
      expect.objectContaining({
        description: 'Does that include seasonal staff?',
        answer: 'No; seasonal staff join in year two.',
        threadID: first?.id,
      }),
    );
    const texts = JSON.stringify(release);
    expect(texts).not.toContain('Can we share our enterprise price list under NDA only?');
    expect(texts).not.toContain('What budget has the client set aside?');
    for (const bid of release.bids.details) expect(bid.status).toBe('pending');
  });

  it('refuses everyone but the owners: a company administrator, an expert, a supplier, another company', async () => {
    const projectId = await demoProjectId(DEMO_COMPLETED_PROJECT);
    const path = ocdsExportPath(projectId);
    // The company administrator sees every project and the expert is on this one, but neither owns it.
    for (const email of ['owner@northwind.example', 'expert@northwind.example']) {
      const refused = await (await demoUser(email)).get(path);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: OCDS_TEXTS.notOwner });
    }
    // A colleague not on the project does not see it at all.
    expect((await (await demoUser('viewer@northwind.example')).get(path)).status).toBe(404);
    expect((await (await demoUser('supplier@acme.example')).get(path)).status).toBe(403);
    const stranger = await buildSignedInUser(testApp, { privileges: ['MANAGE_ALL_PROJECTS', 'MANAGE_PROJECT_STATE'] });
    expect((await stranger.client.get(path)).status).toBe(404);
    expect((await testApp.client().get(path)).status).toBe(401);
  });
});
