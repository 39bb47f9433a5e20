import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { inDays, sealProject, setProductDeadline } from '../answers/sealed-answers-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { LONG_ANSWER, reportScene, sceneRequest, useReportFiles } from './render-support.js';
import { workbookText } from './reports-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const render = useReportFiles(testApp);

describe('a report job and sealed answers (issue 37 item 1)', () => {
  it('never renders a product whose own deadline still seals its answers, and renders it once open', async () => {
    const report = await reportScene(testApp);
    // The project's deadline has passed; the first product's own deadline is still ahead.
    await sealProject(testApp, report.project.id, inDays(-1));
    await setProductDeadline(testApp, report.products.first, inDays(3));
    const sealed = (await workbookText(await readFile((await render(sceneRequest(report, 'XLSX'))).file))).flat();
    const text = sealed.join('\n');
    expect(text).toContain('zebra quartz finale');
    for (const hidden of ['Answer Suite', 'Frankfurt', 'iso.pdf', 'Strong local team', '250']) {
      expect(text, hidden).not.toContain(hidden);
    }

    await setProductDeadline(testApp, report.products.first, inDays(-1));
    const opened = (await workbookText(await readFile((await render(sceneRequest(report, 'XLSX'))).file))).flat();
    expect(opened.join('\n')).toContain('Strong local team');
    expect(opened.join('\n')).toContain(LONG_ANSWER.slice(-20));
  });
});
