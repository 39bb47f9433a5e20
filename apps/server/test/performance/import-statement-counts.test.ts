import { DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { imports, projectQuestions, projects, sections } from '../../src/db/schema/index.js';
import { buildImporter, IMPORTS, importSheet, questionSheet } from '../imports/imports-support.js';
import { createGroup } from '../library/library-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { questionnaireOf, stringDefinition } from '../questions/questions-support.js';
import { useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/** Issue 12, "No N+1, proven", for My Uploads (spec 1 §2): the list's statements do not grow with its rows. */
const testApp = useTestApp();
const db = () => testApp.running.app.db;

// The fields i35-web's My Uploads and progress pages read, skipped rows included.
const QUESTION_IMPORTS = `query QuestionImports($pagination: PageInput) {
  questionImports(pagination: $pagination) { total page pageSize results {
    id name status progress uploadedAt draftProjectId sectionCount questionCount
    skippedRows { sheet row reason } error } } }`;

/** `count` finished imports of the user, each a draft with one section of two questions and a skipped row. */
async function insertImports(database: Database, companyId: string, userId: string, count: number) {
  const { enableBranches, enableExperts, enableExtendedAnswersDeadline, scoringType } = DEFAULT_COMPANY_SETTINGS;
  const drafts = await database
    .insert(projects)
    .values(
      Array.from({ length: count }, (_, index) => ({
        companyId,
        kind: 'IMPORT_DRAFT' as const,
        type: 'RFP' as const,
        status: 'DRAFT' as const,
        name: `Upload ${index}.xlsx`,
        settings: { answersMaxLength: null, enableBranches, enableExperts, enableExtendedAnswersDeadline, scoringType },
        createdBy: userId,
      })),
    )
    .returning();
  const sectionRows = await database
    .insert(sections)
    .values(drafts.map((draft) => ({ projectId: draft.id, position: 0, name: 'General', ownerId: userId })))
    .returning();
  await database.insert(projectQuestions).values(
    sectionRows.flatMap((section) =>
      [0, 1].map((position) => ({
        projectId: section.projectId,
        sectionId: section.id,
        position,
        definition: stringDefinition(`Question ${position}`),
        ownerId: userId,
      })),
    ),
  );
  await database.insert(imports).values(
    drafts.map((draft) => ({
      companyId,
      userId,
      name: draft.name,
      draftProjectId: draft.id,
      status: 'SUCCESS' as const,
      progress: 100,
      skipped: [{ sheet: 'Questions', row: 3, reason: 'The row has no question' }],
    })),
  );
}

describe('SQL statements per request do not grow with the rows', () => {
  it('My Uploads (questionImports): a page of 5 and a page of 40', async () => {
    const tenant = async (count: number) => {
      const importer = await buildProjectManager(testApp, ['MANAGE_PROJECT_TEMPLATES']);
      await insertImports(db(), importer.company.id, importer.user.id, count);
      return importer.client;
    };
    const [few, many] = [await tenant(5), await tenant(40)];
    type Answer = { questionImports: { results: Array<{ questionCount: number }> } };
    const run = (client: typeof few, pageSize: number) =>
      statementsOf<Answer>(testApp, client, QUESTION_IMPORTS, { pagination: { page: 1, pageSize } });
    const [small, large] = [await run(few, 5), await run(many, 40)];
    expect(large.data.questionImports.results).toHaveLength(40);
    expect(large.data.questionImports.results[0]?.questionCount).toBe(2);
    expectConstantStatements('questionImports', { rows: 5, ...small }, { rows: 40, ...large }, 3);
  });

  it('Copy draft sections to library: 3 questions and 60', async () => {
    const copy = async (questions: number) => {
      const importer = await buildImporter(testApp);
      const rows = Array.from({ length: questions }, (_, index) => [
        `Section ${index % 3}`,
        `Question ${index}?`,
        'Short text',
      ]);
      const { settled } = await importSheet(
        importer.client,
        await questionSheet([['Section', 'Question', 'Type'], ...rows]),
      );
      const group = await createGroup(importer.client, { name: 'Imported' });
      const draft = await questionnaireOf(importer.client, settled.draftProjectId);
      const chosen = draft.sections.map((section) => ({ id: section.id, groupId: group?.id }));
      const run = await statementsOf<{ copyDraftSectionsToLibrary: number }>(
        testApp,
        importer.client,
        IMPORTS.copyToLibrary,
        {
          draftProjectId: settled.draftProjectId,
          sections: chosen,
        },
      );
      expect(run.data.copyDraftSectionsToLibrary).toBe(questions);
      return { rows: questions, ...run };
    };
    expectConstantStatements('copyDraftSectionsToLibrary', await copy(3), await copy(60), 10);
  });
});
