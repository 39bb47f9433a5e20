import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, libraryQuestions, projectQuestions } from '../../src/db/schema/index.js';
import { buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { buildTemplate } from '../projects/templates-support.js';
import { addSection, buildQuestionnaireTeam, insertSection, sectionInput } from '../questions/questions-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';
import { buildLibrarian, createLibraryQuestion, LIBRARY } from './library-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function uploadPdf(client: HttpClient, filename: string) {
  const [file] = (await upload(client, [{ name: 'file0', content: PDF, filename }])).body;
  if (!file) throw new Error('no upload');
  return file;
}

const download = (client: HttpClient, id: string) => client.get(`/api/file/${id}`);

/** The attachments of the project questions copied from `sourceQuestionId`, with their files' companies. */
async function copiedAttachments(sourceQuestionId: string) {
  const [copy] = await db()
    .select()
    .from(projectQuestions)
    .where(eq(projectQuestions.sourceQuestionId, sourceQuestionId));
  const attachments = copy?.definition.attachments ?? [];
  return Promise.all(
    attachments.map(async (attachment) => {
      const [file] = await db().select().from(files).where(eq(files.id, attachment.id));
      return { ...attachment, companyId: file?.companyId, storageKey: file?.storageKey };
    }),
  );
}

describe('attachments of questions shared across companies (spec 3 §2, §5)', () => {
  it('another company’s public library question opens its attachments to library users only, never a private one', async () => {
    const author = await buildLibrarian(testApp);
    const shared = await uploadPdf(author.client, 'shared.pdf');
    const kept = await uploadPdf(author.client, 'kept.pdf');
    await createLibraryQuestion(author.client, {
      isPublic: true,
      question: { type: 'STRING', label: 'Security policy', attachments: [{ id: shared.id }] },
    });
    await createLibraryQuestion(author.client, {
      question: { type: 'STRING', label: 'Pricing sheet', attachments: [{ id: kept.id }] },
    });
    const reader = await buildLibrarian(testApp);
    const outsider = await buildSignedInUser(testApp, { companyId: reader.company.id, privileges: [] });

    const opened = await download(reader.client, shared.id);
    expect(opened.status).toBe(200);
    expect(opened.body).toBe(PDF.toString());
    expect((await download(reader.client, kept.id)).status).toBe(404);
    expect((await download(outsider.client, shared.id)).status).toBe(404);
  });

  it('copied into a project, they become the project company’s own files over the same content', async () => {
    const author = await buildLibrarian(testApp);
    const file = await uploadPdf(author.client, 'policy.pdf');
    const question = await createLibraryQuestion(author.client, {
      isPublic: true,
      question: { type: 'STRING', label: 'Security policy', attachments: [{ id: file.id }] },
    });
    const team = await buildQuestionnaireTeam(testApp);
    const section = await addSection(team.manager.client, team.project.id, sectionInput('Security'));
    dataOf(
      await team.manager.client.graphql(LIBRARY.copyQuestions, { sectionId: section.id, questionIds: [question.id] }),
    );

    const [copy] = await copiedAttachments(question.id);
    expect(copy).toMatchObject({ filename: 'policy.pdf', companyId: team.manager.company.id });
    expect(copy?.id).not.toBe(file.id);
    // The author making the question private later takes nothing from the copy.
    await db().update(libraryQuestions).set({ isPublic: false }).where(eq(libraryQuestions.id, question.id));
    expect((await download(team.manager.client, copy?.id ?? '')).status).toBe(200);
    expect((await download(team.manager.client, file.id)).status).toBe(404);
  });

  it('a template of another firm, used in a new project, gives it files of its own; the firm’s own stay as they are', async () => {
    const firm = await buildLibrarian(testApp);
    const file = await uploadPdf(firm.client, 'brochure.pdf');
    const { template, draft } = await buildTemplate(db(), firm.company.id, { status: 'PUBLISHED' });
    await insertSection(db(), draft.id, { name: 'General' }, [{ label: 'Company name' }]);
    const [templateQuestion] = await db()
      .select()
      .from(projectQuestions)
      .where(eq(projectQuestions.projectId, draft.id));
    if (!templateQuestion) throw new Error('no template question');
    const definition = { ...templateQuestion.definition, attachments: [{ id: file.id, filename: 'brochure.pdf' }] };
    await db().update(projectQuestions).set({ definition }).where(eq(projectQuestions.id, templateQuestion.id));
    const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE', 'READ_TEMPLATES']);

    expect((await download(manager.client, file.id)).status).toBe(200);
    const created = await createProject(manager.client, projectInput(manager.user.id, { templateIds: [template.id] }));
    const [copied] = await db().select().from(projectQuestions).where(eq(projectQuestions.projectId, created.id));
    const [attachment] = copied?.definition.attachments ?? [];
    const [adopted] = await db()
      .select()
      .from(files)
      .where(eq(files.id, attachment?.id ?? ''));
    expect(adopted).toMatchObject({ companyId: manager.company.id, filename: 'brochure.pdf', uploadedBy: null });
    expect(attachment?.id).not.toBe(file.id);
    const [original] = await db().select().from(files).where(eq(files.id, file.id));
    expect(adopted?.storageKey).toBe(original?.storageKey);
  });
});
