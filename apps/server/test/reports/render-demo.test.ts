import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts, projects } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/test-app.js';
import { flatText, pdfText, READ_EVERYTHING, readXlsx, useReportFiles } from './render-support.js';

const testApp = useTestApp({ seedDemo: true });
const render = useReportFiles(testApp);

describe('reports of the demo data', () => {
  it('renders every demo project with submitted answers in each format, its products and answers in them', async () => {
    const scored = await testApp.running.app.db
      .select({ projectId: projects.id, name: projects.name, productId: projectProducts.id })
      .from(projectProducts)
      .innerJoin(projects, eq(projects.id, projectProducts.projectId))
      .where(and(eq(projectProducts.participationStatus, 'ACCEPTED'), isNotNull(projectProducts.answersSubmittedAt)));
    const byProject = new Map<string, typeof scored>();
    for (const row of scored) byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row]);
    expect(byProject.size).toBeGreaterThan(0);
    for (const [projectId, rows] of byProject) {
      const request = {
        projectId,
        branchId: null,
        kind: 'PROJECT' as const,
        options: { ...READ_EVERYTHING, productIds: rows.map((row) => row.productId) },
      };
      const pdf = flatText(pdfText((await render({ ...request, format: 'PDF' })).file));
      expect(pdf).toContain(rows[0]?.name);
      expect(pdf).toMatch(/Page 1 of \d+/);
      for (const format of ['XLSX', 'XLSX_2'] as const) {
        const workbook = await readXlsx((await render({ ...request, format })).file);
        expect(workbook.worksheets.length).toBeGreaterThanOrEqual(2);
        expect(workbook.worksheets[0]?.rowCount).toBeGreaterThan(rows.length);
      }
    }
  });
});
