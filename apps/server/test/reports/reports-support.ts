import { NO_REPORT_FLAGS } from '@shortlist/domain';
import ExcelJS from 'exceljs';
import { expect, vi } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { projectQuestions, reports } from '../../src/db/schema/index.js';
import type { scoringScene } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { GraphQLResult, HttpClient } from '../support/http-client.js';

export const REPORT_OPERATIONS = {
  generate: `mutation GenerateProjectReport($input: GenerateProjectReportInput!) {
    generateProjectReport(input: $input) { id status format fileName url } }`,
  clientTables: `mutation GenerateClientTablesReport($projectId: ID!) {
    generateClientTablesReport(projectId: $projectId, format: PDF) { id status format fileName url } }`,
  report: `query Report($id: ID!) { report(id: $id) { id status format fileName url } }`,
} as const;

export interface ReportShape {
  id: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  format: string;
  fileName: string | null;
  url: string | null;
}

/** The dialog's input with every flag off, for the scene's project and product. */
export function reportInput(projectId: string, productIds: string[], extra: Record<string, unknown> = {}) {
  return {
    projectId,
    format: 'XLSX',
    productIds,
    ...NO_REPORT_FLAGS,
    ...extra,
  };
}

/** An XLSX report of the scene's product, recorded PENDING with no job sent (as a stopped server leaves one). */
export async function insertPendingReport(db: Database, scene: Awaited<ReturnType<typeof scoringScene>>) {
  const [report] = await db
    .insert(reports)
    .values({
      projectId: scene.broker.project.id,
      companyId: scene.broker.company.id,
      kind: 'PROJECT',
      format: 'XLSX',
      options: { ...reportInput('', [scene.invitation.row.id]), comparisonId: null },
      requestedBy: scene.broker.user.id,
    })
    .returning();
  if (!report) throw new Error('No report');
  return report;
}

export const askReport = (client: HttpClient, input: Record<string, unknown>) =>
  client.graphql<{ generateProjectReport: ReportShape }>(REPORT_OPERATIONS.generate, { input });

export const readReport = (client: HttpClient, id: string): Promise<GraphQLResult<{ report: ReportShape }>> =>
  client.graphql<{ report: ReportShape }>(REPORT_OPERATIONS.report, { id });

/** Polls the report as the dialog does until it is no longer PENDING. */
export async function settledReport(client: HttpClient, id: string, timeout = 20_000): Promise<ReportShape> {
  let report: ReportShape | undefined;
  await vi.waitFor(
    async () => {
      report = dataOf(await readReport(client, id)).report;
      expect(report.status).not.toBe('PENDING');
    },
    { timeout, interval: 100 },
  );
  if (!report) throw new Error('No report');
  return report;
}

/** The rows of every sheet of an XLSX, as text. */
export async function workbookText(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    }),
  );
  return rows;
}

/** `many` approved STRING questions more at the end of a section ('Extra 0', 'Extra 1', …); their ids. */
export async function insertApprovedQuestions(db: Database, section: { id: string; projectId: string }, many: number) {
  const added = await db
    .insert(projectQuestions)
    .values(
      Array.from({ length: many }, (_, index) => ({
        projectId: section.projectId,
        sectionId: section.id,
        position: 100 + index,
        status: 'APPROVED' as const,
        definition: {
          type: 'STRING' as const,
          label: `Extra ${index}`,
          helperText: '',
          attachments: [],
          placeholder: '',
          rules: { maxLength: null },
        },
      })),
    )
    .returning({ id: projectQuestions.id });
  return added.map(({ id }) => id);
}
