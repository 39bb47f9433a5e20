import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/core/audit/index.js';
import { actorOf, auditScene, ENTRIES, type EntriesData } from '../audit/audit-readers-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/**
 * Issue 38 joins issue 12's statement-count rule: a page of the audit trail, with its people, projects and both
 * company names, costs as many statements for 50 entries as for a few, for every kind of reader.
 */
const testApp = useTestApp(MANY_SIGN_INS);

async function sceneWith(extra: number) {
  const scene = await auditScene(testApp);
  const project = { id: scene.payroll.id, name: scene.payroll.name };
  for (let index = 0; index < extra; index++) {
    await recordAudit(scene.db, actorOf(scene.platform.user, scene.companyA.id, scene.platform.user.companyId), {
      kind: 'scoring.rating_saved',
      project,
      target: { type: 'rating', id: String(index), label: `Rating ${index}` },
      before: { score: index },
      after: { score: index + 1 },
    });
  }
  return scene;
}

describe('Audit trail: statements do not grow with the entries', () => {
  it('a company administrator’s, a project owner’s and a platform administrator’s page of 50', async () => {
    const [few, many] = [await sceneWith(0), await sceneWith(60)];
    const pagination = { page: 1, pageSize: 50 };
    const readers = [
      ['company administrator', 'adminA', {}],
      ['project owner', 'owner', { projectId: 'payroll' }],
      ['platform administrator', 'platform', { companyId: 'companyA' }],
    ] as const;
    for (const [name, reader, shape] of readers) {
      const filterOf = (scene: typeof few) => ({
        ...('projectId' in shape ? { projectId: scene.payroll.id } : {}),
        ...('companyId' in shape ? { companyId: scene.companyA.id } : {}),
      });
      const small = await statementsOf<EntriesData>(testApp, few[reader].client, ENTRIES, {
        filter: filterOf(few),
        pagination,
      });
      const large = await statementsOf<EntriesData>(testApp, many[reader].client, ENTRIES, {
        filter: filterOf(many),
        pagination,
      });
      expect(large.data.auditEntries.results).toHaveLength(50);
      // The viewer, the project owner's check (project owners only) and the page with its names and total.
      expectConstantStatements(
        `auditEntries (${name})`,
        { rows: small.data.auditEntries.results.length, ...small },
        { rows: 50, ...large },
        reader === 'owner' ? 3 : 2,
      );
    }
  });
});
