import { describe, expect, it } from 'vitest';
import { projectQuestions, sections } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/test-app.js';
import { pdfText, reportScene, sceneRequest, useReportFiles } from './render-support.js';

const testApp = useTestApp();
const render = useReportFiles(testApp);

const SECTIONS = 40;
/** Labels of one to four lines, so that the sections start at every height of a page. */
const label = (index: number) =>
  `Question ${index}: ${'describe the service level you commit to. '.repeat(1 + (index % 4) * 3)}`;

/** The last line of each page above its footer, as pdftotext lays it out. */
function lastLinesOfPages(text: string): string[] {
  return text
    .split('\f')
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 1)
    .map((lines) => lines.filter((line) => !/^Page \d+ of \d+$/.test(line)).at(-1) ?? '');
}

describe('PDF headings stay with what they head (issue 34)', () => {
  it('never ends a page with a section heading or a question label', async () => {
    const report = await reportScene(testApp);
    const { db } = testApp.running.app;
    const added = await db
      .insert(sections)
      .values(
        Array.from({ length: SECTIONS }, (_, index) => ({
          projectId: report.project.id,
          position: 100 + index,
          name: `Heading section ${index}`,
        })),
      )
      .returning({ id: sections.id });
    await db.insert(projectQuestions).values(
      added.map((section, index) => ({
        projectId: report.project.id,
        sectionId: section.id,
        position: 0,
        status: 'APPROVED' as const,
        definition: {
          type: 'STRING' as const,
          label: label(index),
          helperText: '',
          attachments: [],
          placeholder: '',
          rules: { maxLength: null },
        },
      })),
    );

    const { file } = await render(sceneRequest(report, 'PDF', { skipDescription: true }));
    const text = pdfText(file);
    const lastLines = lastLinesOfPages(text);

    expect(lastLines.length).toBeGreaterThan(10);
    for (const line of lastLines) {
      expect(line).not.toMatch(/^Heading section \d+$/);
      expect(line).not.toMatch(/^Question \d+:|describe the service level you commit to\.$/);
    }
    // Every section is still there, under its heading, with its table.
    const flat = text.replace(/\s+/g, ' ');
    for (let index = 0; index < SECTIONS; index += 1) {
      expect(flat).toMatch(new RegExp(`Heading section ${index} Question ${index}:`));
    }
  });
});
