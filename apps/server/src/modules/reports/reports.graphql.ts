import { REPORT_FORMATS, REPORT_STATUSES } from '@shortlist/domain';
import { access, builder, ScoringTypeEnum, signedInViewer } from '../../core/graphql/index.js';
import { generateProcedureReport } from './procedure-command.js';
import { findReadableReport } from './report-access.js';
import { type ReportChoices, reportChoices } from './report-choices.js';
import { generateClientTablesReport, generateProjectReport } from './report-commands.js';
import { type ReportView, reportView } from './report-view.js';

/** Reached only through the report calls below, whose services decide who may ask and read. */
const readers = access('SIGNED_IN');

const ReportFormatEnum = builder.enumType('ReportFormat', { values: REPORT_FORMATS });
const ReportStatusEnum = builder.enumType('ReportStatus', { values: REPORT_STATUSES });
const ClientTablesReportFormatEnum = builder.enumType('ClientTablesReportFormat', { values: ['PDF'] as const });

const ReportRef = builder.objectRef<ReportView>('Report').implement({
  authScopes: readers,
  description:
    'A report made by a background job (spec 1 §3 Job state): PENDING, then SUCCESS with its file or FAILED.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: ReportStatusEnum, resolve: (report) => report.status }),
    format: t.field({ type: ReportFormatEnum, resolve: (report) => report.format }),
    fileName: t.exposeString('fileName', { nullable: true, description: 'Once SUCCESS: what the browser saves.' }),
    url: t.exposeString('url', {
      nullable: true,
      description: 'Once SUCCESS: the file, for the browser to navigate to.',
    }),
  }),
});

const ReportProductRef = builder.objectRef<ReportChoices['products'][number]>('ReportProduct').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The project product.' }),
    name: t.exposeString('name'),
  }),
});

const ReportChoicesRef = builder.objectRef<ReportChoices>('ReportChoices').implement({
  authScopes: readers,
  description: 'What the report dialog offers (spec 2 §7).',
  fields: (t) => ({
    scoringType: t.field({ type: ScoringTypeEnum, resolve: (choices) => choices.scoringType }),
    hasClientTables: t.exposeBoolean('hasClientTables'),
    products: t.field({
      type: [ReportProductRef],
      description: 'The accepted products with submitted answers.',
      resolve: (choices) => choices.products,
    }),
  }),
});

const GenerateProjectReportInputRef = builder.inputType('GenerateProjectReportInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    branchId: t.id({ description: 'With branches on: a branch of the viewer’s, whose ratings the report holds.' }),
    format: t.field({ type: ReportFormatEnum, required: true }),
    productIds: t.idList({
      required: true,
      description: 'Project products: accepted, answers submitted; at least one.',
    }),
    projectComparisonId: t.id(),
    skipDescription: t.boolean({ required: true }),
    includeAnswerScore: t.boolean({ required: true }),
    includeQuestionWeight: t.boolean({ required: true, description: 'Kept for PDF with NUMBERS scoring only.' }),
    includeNotes: t.boolean({ required: true, description: 'Kept for XLSX and XLSX_2 only.' }),
    includeClientTables: t.boolean({ required: true, description: 'Kept when the project has client tables.' }),
  }),
});

builder.queryFields((t) => ({
  reportChoices: t.field({
    type: ReportChoicesRef,
    description: 'For whoever may ask for the project’s report: READ_SCORING or project owner, in a branch of theirs.',
    authScopes: access('SIGNED_IN'),
    args: { projectId: t.arg.id({ required: true }), branchId: t.arg.id() },
    resolve: (_root, { projectId, branchId }, context) =>
      reportChoices(context.app.db, signedInViewer(context), projectId, branchId ?? null),
  }),
  report: t.field({
    type: ReportRef,
    description:
      'A report the viewer could ask for (its company’s, READ_SCORING or project owner, member of its branch; a ' +
      'client tables report with MANAGE_PROJECT_STATE); any other answers as not found.',
    authScopes: access('SIGNED_IN'),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const viewer = signedInViewer(context);
      const { report, file } = await findReadableReport(context.app.db, viewer, id);
      return reportView(viewer, report, file);
    },
  }),
}));

builder.mutationFields((t) => ({
  generateProjectReport: t.field({
    type: ReportRef,
    description:
      'Spec 2 §7 Generate project report: answers at once with the report PENDING; a background job makes the file. ' +
      'The buy side with READ_SCORING (or a project owner), in a branch of the viewer’s with branches on.',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: GenerateProjectReportInputRef, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = signedInViewer(context);
      const report = await generateProjectReport(context.app, viewer, {
        ...input,
        branchId: input.branchId ?? null,
        comparisonId: input.projectComparisonId ?? null,
      });
      return reportView(viewer, report);
    },
  }),
  generateClientTablesReport: t.field({
    type: ReportRef,
    description: 'Spec 2 §7 Client tables report (PDF), made like a project report; as the discovery page allows.',
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: {
      projectId: t.arg.id({ required: true }),
      format: t.arg({ type: ClientTablesReportFormatEnum, required: true }),
    },
    resolve: async (_root, { projectId }, context) => {
      const viewer = signedInViewer(context);
      return reportView(viewer, await generateClientTablesReport(context.app, viewer, projectId));
    },
  }),
  generateProcedureReport: t.field({
    type: ReportRef,
    description:
      'Issue 38: the procedure report (PDF) of an RFP or RFI (timeline, people, suppliers, method, scores, winners, ' +
      'unsealing and overrides), made like a project report; for the project’s owners only.',
    authScopes: access('SIGNED_IN'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: async (_root, { projectId }, context) => {
      const viewer = signedInViewer(context);
      return reportView(viewer, await generateProcedureReport(context.app, viewer, projectId));
    },
  }),
}));
