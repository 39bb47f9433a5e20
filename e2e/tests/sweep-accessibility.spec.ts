/**
 * The product-wide accessibility sweep (issue 17): runs after the other journeys (file order), since signing the demo
 * users in agrees to the terms that earlier journeys expect to be asked.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/session.js';
import { projectsPerStatus, SWEEP_ROLES, type SweepRole } from '../support/sweep-routes.js';

/** The serious and critical violations axe finds on the page, as 'rule: targets' lines. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Loading indicators: progress bars without a value (a bar showing a figure, like approval progress, stays). */
const loading = (page: Page) => page.locator('[role="progressbar"]:not([aria-valuenow])');

/** Opens the page, waits for it to settle (nothing left loading), and returns what axe finds on it. */
async function sweep(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main'), path).toBeVisible();
  await expect(loading(page), `${path} still loading`).toHaveCount(0, { timeout: 15_000 });
  // A control that has just become enabled fades its colours in; axe would measure the contrast halfway.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  return seriousViolations(page);
}

async function pagesOf(page: Page, role: SweepRole) {
  if (!role.relation || !role.projectPages) return role.pages;
  const projects = await projectsPerStatus(page, role.relation);
  return [...role.pages, ...projects.flatMap(role.projectPages)];
}

for (const role of SWEEP_ROLES) {
  test(`every page of the ${role.who} has no serious or critical accessibility violation`, async ({ page }) => {
    test.setTimeout(180_000);
    if (role.email) await signInAs(page, role.email);
    const found: Record<string, string[]> = {};
    for (const path of await pagesOf(page, role)) {
      const violations = await sweep(page, path);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}
