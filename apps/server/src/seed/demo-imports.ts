import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DEFAULT_QUESTION_WEIGHT } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies, files, imports, projectQuestions, sections, users } from '../db/schema/index.js';
import { insertImportDraft } from '../modules/imports/index.js';
import type { FileStorage } from '../platform/files/index.js';
import { newWorkbook, workbookBytes } from '../platform/xlsx/index.js';
import { parsed } from './demo-questionnaire.js';

export const DEMO_IMPORT_NAME = 'Security questionnaire 2026.xlsx';

/** Section → question labels, as the uploaded sheet lists them (column A the section, column B the question). */
const DEMO_IMPORT_SECTIONS: Array<{ name: string; questions: string[] }> = [
  {
    name: 'Access control',
    questions: [
      'Do you enforce multi-factor authentication for every account?',
      'How often are user access rights reviewed?',
      'How are leavers’ accounts disabled, and how fast?',
      'Do you support single sign-on (SAML or OpenID Connect)?',
    ],
  },
  {
    name: 'Data protection',
    questions: [
      'Where is customer data stored and processed?',
      'Is data encrypted at rest and in transit?',
      'How long are backups kept, and how often are restores tested?',
      'Which sub-processors handle customer data?',
    ],
  },
  {
    name: 'Incident response',
    questions: [
      'How soon do you notify customers of a confirmed breach?',
      'When did you last run an incident response exercise?',
      'Who is your named security contact?',
      'Do you hold a current ISO 27001 or SOC 2 report?',
    ],
  },
];

/** The row the sheet leaves without a question (after the header and the first section's rows). */
const SKIPPED_ROW = 6;

/** The uploaded sheet: a header, the questions, and one row with a section but no question. */
async function demoSheet(): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(['Section', 'Question']);
  for (const section of DEMO_IMPORT_SECTIONS) {
    for (const label of section.questions) sheet.addRow([section.name, label]);
    if (sheet.rowCount === SKIPPED_ROW - 1) sheet.addRow([section.name, '']);
  }
  return workbookBytes(workbook);
}

/**
 * Spec 1 §2 My Uploads: owner@northwind.example has one upload read into its draft (3 sections, 12 questions, one
 * skipped row), written straight to the tables as the import job would leave it.
 */
export async function seedDemoImports(tx: Database, brokerId: string, storage: FileStorage): Promise<void> {
  const [owner] = await tx.select().from(users).where(eq(users.email, 'owner@northwind.example'));
  const [broker] = await tx.select().from(companies).where(eq(companies.id, brokerId));
  if (!owner || !broker) return;
  const storageKey = `${brokerId}/${randomUUID()}`;
  const size = await storage.put(storageKey, Readable.from(await demoSheet()));
  const [file] = await tx
    .insert(files)
    .values({
      companyId: brokerId,
      uploadedBy: owner.id,
      filename: DEMO_IMPORT_NAME,
      mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size,
      storageKey,
    })
    .returning({ id: files.id });
  const owned = { companyId: brokerId, userId: owner.id, settings: broker.settings };
  const draftProjectId = await insertImportDraft(tx, owned, DEMO_IMPORT_NAME);
  if (!file) throw new Error('The demo import was not recorded');
  const sectionRows = DEMO_IMPORT_SECTIONS.map((section, position) => ({
    id: randomUUID(),
    projectId: draftProjectId,
    position,
    name: section.name,
    ownerId: owner.id,
  }));
  await tx.insert(sections).values(sectionRows);
  await tx.insert(projectQuestions).values(
    sectionRows.flatMap((section, index) =>
      (DEMO_IMPORT_SECTIONS[index]?.questions ?? []).map((label, position) => ({
        projectId: draftProjectId,
        sectionId: section.id,
        position,
        definition: parsed({ type: 'STRING', label }),
        weight: DEFAULT_QUESTION_WEIGHT,
        ownerId: owner.id,
      })),
    ),
  );
  await tx.insert(imports).values({
    companyId: brokerId,
    userId: owner.id,
    fileId: file.id,
    name: DEMO_IMPORT_NAME,
    draftProjectId,
    status: 'SUCCESS',
    progress: 100,
    skipped: [{ sheet: 'Questions', row: SKIPPED_ROW, reason: 'The row has no question' }],
    finishedAt: new Date(),
  });
}
