import { DEFAULT_COMPANY_SETTINGS, IMPORT_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app-context.js';
import { imports, projects, sections, users } from '../../src/db/schema/index.js';
import { insertImportDraft, workImportJobs } from '../../src/modules/imports/index.js';
import { createInProcessQueue } from '../../src/platform/jobs/index.js';
import { questionnaireOf } from '../questions/questions-support.js';
import { useTestApp } from '../support/test-app.js';
import { buildImporter, importSheet, questionSheet, settledImport, uploadFile } from './imports-support.js';

const testApp = useTestApp();
const silent = { error: () => undefined };

/** An uploaded sheet recorded as a PENDING import whose job was lost (a restart), its draft holding `leftover`. */
async function lostImport(leftover: string[] = []) {
  const importer = await buildImporter(testApp);
  const { db } = testApp.running.app;
  const fileId = await uploadFile(importer.client, await questionSheet());
  const owner = { companyId: importer.company.id, userId: importer.user.id, settings: DEFAULT_COMPANY_SETTINGS };
  const draftProjectId = await insertImportDraft(db, owner, 'Lost.xlsx');
  if (leftover.length > 0) {
    await db.insert(sections).values(leftover.map((name, position) => ({ projectId: draftProjectId, position, name })));
  }
  const [row] = await db
    .insert(imports)
    .values({
      companyId: importer.company.id,
      userId: importer.user.id,
      fileId,
      name: 'Lost.xlsx',
      draftProjectId,
    })
    .returning();
  if (!row) throw new Error('no import');
  return { importer, row };
}

describe('the import job (spec 3 §7 Parse imported project)', () => {
  it('is sent again at start for an import left PENDING, and a retry starts from an empty draft', async () => {
    const { importer, row } = await lostImport(['Half written by a crashed attempt']);
    const restarted = createInProcessQueue(silent);
    try {
      await workImportJobs(testApp.running.app, restarted);
      expect(await settledImport(importer.client, row.id)).toMatchObject({ status: 'SUCCESS', sectionCount: 2 });
    } finally {
      await restarted.stop();
    }
    const draft = await questionnaireOf(importer.client, row.draftProjectId);
    expect(draft.sections.map((section) => section.name)).toEqual(['Access control', 'Incident response']);
  });

  it('ends FAILED with the apology, nothing written, once its last attempt has failed', async () => {
    const { importer, row } = await lostImport();
    const app = testApp.running.app;
    const broken: AppContext = {
      ...app,
      storage: {
        ...app.storage,
        read: () => {
          throw new Error('The disk is gone');
        },
      },
    };
    const queue = createInProcessQueue(silent);
    try {
      await workImportJobs(broken, queue, { retryLimit: 1, retryDelaySeconds: 0, expireInSeconds: 5 });
      expect(await settledImport(importer.client, row.id)).toMatchObject({
        status: 'FAILED',
        error: IMPORT_MESSAGES.failed,
        sectionCount: 0,
      });
    } finally {
      await queue.stop();
    }
    expect(await app.db.select().from(sections).where(eq(sections.projectId, row.draftProjectId))).toEqual([]);
  });
});

describe('an import deleted with its uploader', () => {
  it('takes its draft project with it', async () => {
    const { importer, row } = await lostImport(['Access control']);
    const { db } = testApp.running.app;
    await db.delete(users).where(eq(users.id, importer.user.id));
    expect(await db.select().from(imports).where(eq(imports.id, row.id))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, row.draftProjectId))).toEqual([]);
  });

  it('tells its progress as it goes: once the file is open, then each tenth of the rows read', async () => {
    const importer = await buildImporter(testApp);
    const rows = Array.from({ length: 1999 }, (_, index) => [
      `Section ${index % 10}`,
      `Question ${index}?`,
      'Long text',
    ]);
    const content = await questionSheet([['Section', 'Question', 'Type'], ...rows]);
    const progressWrites: string[] = [];
    const stop = testApp.running.database.observeStatements((sql) => {
      if (/^update "imports" set "progress"/.test(sql)) progressWrites.push(sql);
    });
    try {
      const { settled } = await importSheet(importer.client, content, 'Large.xlsx');
      expect(settled).toMatchObject({ status: 'SUCCESS', progress: 100, questionCount: 1999, sectionCount: 10 });
    } finally {
      stop();
    }
    // 40 once open, then 50, 60, 70, 80 and 90 as the 2,000 rows are read (every 200 rows, at most a write a tenth).
    expect(progressWrites).toHaveLength(6);
  });
});
