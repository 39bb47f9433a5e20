import { IMPORT_PRIVILEGES } from '@shortlist/domain';
import { access, builder, PageInput, pageType, signedInViewer } from '../../core/graphql/index.js';
import type { ImportSkippedRow } from '../../db/schema/index.js';
import { ProjectTemplateRef } from '../templates/index.js';
import { deleteQuestionImport, parseImportedProject } from './import-commands.js';
import { copyDraftSectionsToLibrary, createTemplateFromImport } from './import-destinations.js';
import { getQuestionImport, listQuestionImports, type QuestionImportView } from './import-queries.js';

/** Spec 3 §2, spec 1 §2: the import wizard and My Uploads need MANAGE_PROJECT_STATE or MANAGE_PROJECT_TEMPLATES. */
const importers = access([...IMPORT_PRIVILEGES]);

const ImportStatusEnum = builder.enumType('ImportStatus', { values: ['PENDING', 'SUCCESS', 'FAILED'] as const });

const ImportSkippedRowRef = builder.objectRef<ImportSkippedRow>('ImportSkippedRow').implement({
  description: 'A row of the file that could not be read as a question.',
  authScopes: importers,
  fields: (t) => ({
    sheet: t.exposeString('sheet'),
    row: t.exposeInt('row', { description: 'The sheet’s 1-based row number.' }),
    reason: t.exposeString('reason'),
  }),
});

const QuestionImportRef = builder.objectRef<QuestionImportView>('QuestionImport').implement({
  description: 'Spec 1 §2 My Uploads: an uploaded question file and the draft it is parsed into.',
  authScopes: importers,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.field({ type: ImportStatusEnum, resolve: (row) => row.status }),
    progress: t.exposeInt('progress', { description: 'Percent of rows read; 100 once done.' }),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime' }),
    draftProjectId: t.exposeID('draftProjectId', {
      description:
        'Its sections and questions are read and edited with the questionnaire’s own calls (projectQuestionnaire, ' +
        'updateProjectQuestion, deleteProjectSection, moveProjectSection, …), as a template’s draft is.',
    }),
    sectionCount: t.exposeInt('sectionCount'),
    questionCount: t.exposeInt('questionCount'),
    skippedRows: t.field({ type: [ImportSkippedRowRef], resolve: (row) => row.skippedRows }),
    error: t.exposeString('error', { nullable: true, description: 'FAILED: what the user is told.' }),
  }),
});

const QuestionImportPageRef = pageType('QuestionImport', QuestionImportRef);

const DraftSectionCopyInput = builder.inputType('DraftSectionCopyInput', {
  description: 'A draft section, and the MeshVault group receiving its questions.',
  fields: (t) => ({ id: t.id({ required: true }), groupId: t.id({ required: true }) }),
});

const ImportedTemplateInput = builder.inputType('ImportedTemplateInput', {
  fields: (t) => ({
    importId: t.id({ required: true }),
    name: t.string({ required: true }),
    serviceTypeIds: t.idList({ required: true }),
  }),
});

builder.queryFields((t) => ({
  questionImports: t.field({
    type: QuestionImportPageRef,
    description:
      'The viewer’s own uploads (MANAGE_PROJECT_STATE or MANAGE_PROJECT_TEMPLATES), newest first; keyword on the name.',
    authScopes: importers,
    args: { pagination: t.arg({ type: PageInput }) },
    resolve: (_root, { pagination }, context) => listQuestionImports(context.app, signedInViewer(context), pagination),
  }),
  questionImport: t.field({
    type: QuestionImportRef,
    description: 'One of the viewer’s own uploads; another user’s answers as not found.',
    authScopes: importers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => getQuestionImport(context.app.db, signedInViewer(context), id),
  }),
}));

builder.mutationFields((t) => ({
  parseImportedProject: t.field({
    type: QuestionImportRef,
    description: 'Spec 3 §7 Parse imported project: answers PENDING at once; a job parses the file into the draft.',
    authScopes: importers,
    args: { fileId: t.arg.id({ required: true }) },
    resolve: (_root, { fileId }, context) => parseImportedProject(context.app, signedInViewer(context), fileId),
  }),
  deleteQuestionImport: t.field({
    type: 'ID',
    description: 'The import with its draft and its file.',
    authScopes: importers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteQuestionImport(context.app, signedInViewer(context), id),
  }),
  createTemplateFromImport: t.field({
    type: ProjectTemplateRef,
    description:
      'Spec 3 §5: name required ≤ 300, at least one service type; MANAGE_PROJECT_TEMPLATES. Answers the new template ' +
      '(its questions page is /templates/{id}/questions).',
    authScopes: access('MANAGE_PROJECT_TEMPLATES'),
    args: { input: t.arg({ type: ImportedTemplateInput, required: true }) },
    resolve: (_root, { input }, context) => createTemplateFromImport(context.app, signedInViewer(context), input),
  }),
  copyDraftSectionsToLibrary: t.int({
    description:
      'Spec 3 §7 Copy draft sections to library; MANAGE_PROJECT_QUESTIONS; ‘At least one section should be ' +
      'selected for copying’ when empty. Answers how many questions were copied.',
    authScopes: access('MANAGE_PROJECT_QUESTIONS'),
    args: {
      draftProjectId: t.arg.id({ required: true }),
      sections: t.arg({ type: [DraftSectionCopyInput], required: true }),
    },
    resolve: (_root, { draftProjectId, sections }, context) =>
      copyDraftSectionsToLibrary(context.app, signedInViewer(context), draftProjectId, sections),
  }),
}));
