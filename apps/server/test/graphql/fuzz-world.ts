import { DEFAULT_COMPANY_SETTINGS, PRIVILEGES } from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { companies, roles } from '../../src/db/schema/index.js';
import { answeringScene } from '../answers/answers-support.js';
import { createTable } from '../client-tables/client-tables-support.js';
import { createGroup, createLibraryQuestion, LIBRARY, stringQuestion } from '../library/library-support.js';
import { createProject, projectInput } from '../projects/projects-support.js';
import { addQuestion, addSection, questionInput, sectionInput } from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';

/** The records a mutation may name, by the word its argument's name (or the mutation's) carries. */
export type Entity =
  | 'project'
  | 'section'
  | 'question'
  | 'product'
  | 'table'
  | 'libraryQuestion'
  | 'group'
  | 'user'
  | 'company';

/** Ids of one consistent set of records: a section of that project, a question of that section… */
export type FuzzContext = Partial<Record<Entity, string>>;

export interface FuzzWorld {
  /** The version a record (of any table with a version) has now, so that a plain request is not a stale one. */
  versionOf(id: string): Promise<number | null>;
  /** The company administrator, and the supplier whose product answers the AWAITING project. */
  actors: HttpClient[];
  /** An AWAITING project (answers, products, client tables) and a DRAFT one (questionnaire edits, extraction). */
  contexts: FuzzContext[];
}

/**
 * A broker company administrator (every privilege, client tables on) and a supplier signed in, with records for
 * mutations to act on:
 * a project in AWAITING with a questionnaire and an accepted supplier product, a DRAFT project whose section holds a
 * question copied from the library (so it may be extracted), a library question and group, and a client table.
 */
export async function buildFuzzWorld(testApp: TestApp): Promise<FuzzWorld> {
  const db = testApp.running.app.db;
  const scene = await answeringScene(testApp);
  const { client, user, company } = scene.broker;
  await db
    .update(roles)
    .set({ privileges: [...PRIVILEGES] })
    .where(eq(roles.id, scene.broker.role.id));
  const settings = { ...DEFAULT_COMPANY_SETTINGS, enableClientTables: true, enableExperts: true };
  await db.update(companies).set({ settings }).where(eq(companies.id, company.id));

  const draft = await createProject(client, projectInput(user.id));
  const draftSection = await addSection(client, draft.id, sectionInput('Fuzzed section'));
  await addQuestion(client, draftSection.id, questionInput('Fuzzed question', user.id));
  const libraryQuestion = await createLibraryQuestion(client, stringQuestion('Fuzzed library question'));
  const group = await createGroup(client, { name: 'Fuzzed group' });
  const copied = await client.graphql<{ copyLibraryQuestionsToSection: { questions: Array<{ id: string }> } }>(
    LIBRARY.copyQuestions,
    { sectionId: draftSection.id, questionIds: [libraryQuestion.id] },
  );
  const fromLibrary = dataOf(copied).copyLibraryQuestionsToSection.questions.at(-1);
  const table = await createTable(client, scene.broker.project.id);

  const shared = {
    libraryQuestion: libraryQuestion.id,
    group: group.id,
    user: user.id,
    company: company.id,
  };
  return {
    versionOf: (id) => currentVersion(db, id),
    actors: [client, scene.supplier.client],
    contexts: [
      {
        ...shared,
        project: scene.broker.project.id,
        section: scene.section.id,
        question: scene.questions.text,
        product: scene.invitation.row.id,
        table: table.id,
      },
      { ...shared, project: draft.id, section: draftSection.id, question: fromLibrary?.id },
    ],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function currentVersion(db: Database, id: string): Promise<number | null> {
  if (!UUID.test(id)) return null;
  const tables = (await db.execute(sql`select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'version'
      and table_name in (select table_name from information_schema.columns where column_name = 'id' and data_type = 'uuid')`)) as unknown as {
    rows: Array<{ table_name: string }>;
  };
  for (const { table_name: table } of tables.rows) {
    const found = (await db.execute(sql`select version from ${sql.identifier(table)} where id = ${id}`)) as unknown as {
      rows: Array<{ version: number }>;
    };
    const version = found.rows[0]?.version;
    if (version !== undefined) return Number(version);
  }
  return null;
}
