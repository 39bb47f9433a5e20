import { AUDIT_CSV_COLUMNS } from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/core/audit/index.js';
import { auditEntries } from '../../src/db/schema/index.js';
import { runAuditVerify } from '../../src/modules/audit/index.js';
import { dataOf } from '../support/graphql-results.js';
import { expectForbidden } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { actorOf, auditScene, COMPANY_A_KINDS } from './audit-readers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const today = () => new Date().toISOString().slice(0, 10);

/** A CSV's records as arrays of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(body: string): string[][] {
  // fetch's text() drops the byte order mark the export starts with; a raw read would keep it.
  const text = body.replace(/^\ufeff/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return records;
}

const CHECK = 'mutation { checkAuditTrail { intact checked message breaks { seq companyName reason } } }';

describe('Exporting and checking the audit trail', () => {
  it('exports the filtered trail as CSV, quoted, with formulas defused, named after the company', async () => {
    const scene = await auditScene(testApp);
    const response = await scene.adminA.client.get<string>('/api/audit-trail.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      `filename="audit-trail-northbridge-brokers-${today()}.csv"`,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.map((row) => row[4])).toEqual(COMPANY_A_KINDS);
    const weight = rows[2] ?? [];
    expect(weight).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      scene.owner.user.email,
      '',
      'Northbridge Brokers',
      'Weight changed',
      'Payroll RFP',
      `'=HYPERLINK("http://x.example","Pricing, fees")`,
      '{"weight":20}',
      '{"weight":35}',
      '203.0.113.7',
    ]);
    expect(response.body).toContain(`"'=HYPERLINK(""http://x.example"",""Pricing, fees"")"`);
    expect(rows[0]?.[2]).toMatch(/^Company /);

    const filtered = await scene.adminA.client.get<string>(
      `/api/audit-trail.csv?kinds=auth.signed_in,roles.privileges_changed&userId=${scene.adminA.user.id}`,
    );
    expect(
      parseCsv(filtered.body)
        .slice(1)
        .map((row) => row[4]),
    ).toEqual(['Signed in']);
  });

  it('exports a project’s trail to its owners only, in batches beyond one statement', async () => {
    const scene = await auditScene(testApp);
    const project = { id: scene.payroll.id, name: scene.payroll.name };
    for (let index = 0; index < 520; index++) {
      await recordAudit(scene.db, actorOf(scene.owner.user, scene.companyA.id), {
        kind: 'scoring.rating_saved',
        project,
        target: { type: 'rating', id: String(index), label: `-${index}` },
      });
    }
    const response = await scene.owner.client.get<string>(`/api/audit-trail.csv?projectId=${scene.payroll.id}`);
    expect(response.headers.get('content-disposition')).toContain(`audit-trail-payroll-rfp-${today()}.csv`);
    const rows = parseCsv(response.body).slice(1);
    expect(rows).toHaveLength(522);
    expect(rows[0]?.[6]).toBe("'-519");
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['Payroll RFP']));
    const refused = await scene.colleague.client.get(`/api/audit-trail.csv?projectId=${scene.payroll.id}`);
    expect(refused.status).toBe(403);
    expect((await testApp.client().get('/api/audit-trail.csv')).status).toBe(401);
  });

  it('checks the chains: the command and the platform administrators’ check find an edited entry', async () => {
    const scene = await auditScene(testApp);
    const lines: string[] = [];
    expect(await runAuditVerify(scene.db, (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toMatch(/^The audit trail is intact \(\d+ entries checked\)$/);
    const intact = dataOf(await scene.platform.client.graphql<{ checkAuditTrail: { intact: boolean } }>(CHECK));
    expect(intact.checkAuditTrail.intact).toBe(true);
    expectForbidden(await scene.adminA.client.graphql(CHECK));

    const [edited] = await scene.db
      .select({ seq: auditEntries.seq })
      .from(auditEntries)
      .where(eq(auditEntries.companyId, scene.companyB.id))
      .orderBy(auditEntries.seq)
      .limit(1);
    const seq = Number(edited?.seq);
    await scene.db.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`);
    await scene.db.execute(sql`update audit_entries set address = '198.51.100.1' where seq = ${seq}`);
    await scene.db.execute(sql`alter table audit_entries enable trigger audit_entries_append_only`);

    const after: string[] = [];
    expect(await runAuditVerify(scene.db, (line) => after.push(line))).toBe(1);
    expect(after).toEqual([
      expect.stringMatching(/^The audit trail has been changed \(\d+ entries checked\):$/),
      `  entry ${seq} of Southgate Brokers's trail was edited`,
    ]);
    const broken = dataOf(
      await scene.platform.client.graphql<{
        checkAuditTrail: { intact: boolean; message: string; breaks: Array<{ seq: number; companyName: string }> };
      }>(CHECK),
    ).checkAuditTrail;
    expect(broken.intact).toBe(false);
    expect(broken.breaks).toEqual([{ seq, companyName: 'Southgate Brokers', reason: 'hash' }]);
    expect(broken.message).toContain(`entry ${seq} (Southgate Brokers) was edited`);
  });
});
