import { TERMINATION_TEXTS } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { answers, auditEntries, companies, projectProducts } from '../../src/db/schema/index.js';
import { insertProjectQuestion } from '../ai/local-engine-support.js';
import { buildCompany, buildUser, TEST_PASSWORD } from '../support/factories.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { expectBadInput, expectForbidden, signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { ago, attachFile, DAY, insertProject } from './retention-support.js';

const app = useTestApp();
const db = () => app.running.app.db;
const TERMINATE = 'mutation Terminate($id: ID!) { terminateCompany(id: $id) }';

async function signInRefusal(email: string) {
  const result = await app.client().signIn(email, TEST_PASSWORD);
  return { status: result.status, message: (result.body as { message?: string }).message };
}

describe('Terminating a company', () => {
  it('ends its sessions, refuses its users, lets its administrator export a ZIP for 30 days only', async () => {
    const platform = await buildSignedInAdmin(app);
    const company = await buildCompany(db(), { name: 'Fabrikam Brokers' });
    const owner = await buildUser(db(), { companyId: company.id, privileges: ['MANAGE_USERS'] });
    const member = await buildUser(db(), { companyId: company.id, privileges: ['MANAGE_ALL_PROJECTS'] });
    const memberClient = await signedInClient(app, member.user.email);
    const project = await insertProject(db(), company.id, 'Payroll RFP', 'COMPLETED', new Date());
    const question = await insertProjectQuestion(db(), project.id, 'Pricing', 'What does it cost?');
    const [product] = await db()
      .insert(projectProducts)
      .values({ projectId: project.id, productName: 'Acme Payroll', participationStatus: 'ACCEPTED' })
      .returning();
    await db()
      .insert(answers)
      .values({
        projectProductId: product?.id ?? '',
        questionId: question.id,
        value: '42 a seat',
        answeredAt: new Date(),
      });
    const brief = await attachFile(app, project.id, company.id, 'brief.txt');

    // A company administrator (not of the platform) may not terminate.
    const ownerBefore = await signedInClient(app, owner.user.email);
    expectForbidden(await ownerBefore.graphql(TERMINATE, { id: company.id }));
    expect((await ownerBefore.download('/api/company-export.zip')).status).toBe(403);

    const done = await platform.client.graphql<{ terminateCompany: string }>(TERMINATE, { id: company.id });
    expect(Date.parse(dataOf(done).terminateCompany)).toBeGreaterThan(Date.now() - 60_000);
    expectBadInput(await platform.client.graphql(TERMINATE, { id: company.id }), TERMINATION_TEXTS.alreadyTerminated);
    expect((await memberClient.graphql('{ profile { email } }')).data).toEqual({ profile: null });

    expect(await signInRefusal(member.user.email)).toEqual({ status: 403, message: TERMINATION_TEXTS.signInRefused });
    const ownerClient = await signedInClient(app, owner.user.email);
    const download = await ownerClient.download('/api/company-export.zip');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    // Read by JSZip, a reader independent of the hand-made writer.
    const archive = await JSZip.loadAsync(download.body);
    const text = (name: string) => archive.file(name)?.async('string') ?? Promise.resolve('');
    const projectsJson = JSON.parse((await text('projects.json')) || '[]') as { name: string }[];
    expect(projectsJson.map((row) => row.name)).toEqual(['Payroll RFP']);
    const answersJson = JSON.parse((await text('answers.json')) || '[]') as { value: unknown }[];
    expect(answersJson.map((row) => row.value)).toEqual(['42 a seat']);
    expect(await text(`files/${brief.file.id}-brief.txt`)).toBe('bytes of brief.txt');
    const trail = await text('audit-trail.csv');
    expect(trail).toContain('Company terminated');
    expect(trail).toContain(owner.user.email);

    const kinds = await db()
      .select({ kind: auditEntries.kind })
      .from(auditEntries)
      .where(eq(auditEntries.companyId, company.id));
    expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['company.terminated', 'company.exported']));

    // 31 days later: the administrator is refused too, with the reason.
    await db()
      .update(companies)
      .set({ terminatedAt: ago(31 * DAY) })
      .where(eq(companies.id, company.id));
    expect(await signInRefusal(owner.user.email)).toEqual({ status: 403, message: TERMINATION_TEXTS.exportEnded });
    expect((await ownerClient.download('/api/company-export.zip')).status).toBe(403);
  });
});
