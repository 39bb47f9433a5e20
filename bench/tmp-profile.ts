import { scrollToEnd } from './long-tasks.js';
import { SEED_ANSWERING_SQL } from './seed-answers.js';
import { SCORING_PROJECT, SEED_SCORING_SQL } from './seed-scoring.js';
import { apiCall, signedInSession, withWebServer } from './web-server.js';

const PORT = 4739;
await withWebServer(
  PORT,
  async (browser, base) => {
    const storageState = await signedInSession(browser, base);
    const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
    const { projects } = await apiCall<{ projects: { results: Array<{ id: string; name: string }> } }>(
      context.request, base,
      'query P($filter: ProjectFilter) { projects(filter: $filter) { results { id name } } }',
      { filter: { role: 'BUY_SIDE', keyword: SCORING_PROJECT } },
    );
    const id = projects.results.find((p) => p.name === SCORING_PROJECT)?.id;
    const page = await context.newPage();
    await page.goto(`${base}/projects/${id}/scoring`);
    await page.locator('h4').first().waitFor();
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const w = window as unknown as { inserted: string[] };
      w.inserted = [];
      const original = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        w.inserted.push(rule);
        return original.call(this, rule, index);
      };
      const observer = new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n.nodeName === 'STYLE') w.inserted.push(`<style> ${(n.textContent ?? '').slice(0, 200)}`);
      });
      observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    });
    await scrollToEnd(page);
    const inserted = await page.evaluate(() => (window as unknown as { inserted: string[] }).inserted);
    console.log(inserted.length);
    const counts = new Map<string, number>();
    for (const rule of inserted) { const k = rule.slice(0, 160); counts.set(k, (counts.get(k) ?? 0) + 1); }
    console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v} ${k}`).join('\n'));
    await context.close();
  },
  { seedSql: `${SEED_ANSWERING_SQL}\n${SEED_SCORING_SQL}`, database: 'PostgreSQL' },
);
