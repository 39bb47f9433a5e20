/**
 * The product-wide accessibility sweep (issue 17): runs after the other journeys (file order), since signing the demo
 * users in agrees to the terms that earlier journeys expect to be asked. Each page is also narrowed to 360 px, where
 * nothing but a table or a tab bar may scroll sideways, each in its own box.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { overflowFaults, SMALL_SCREEN } from '../support/overflow.js';
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

/**
 * Colour transitions off: a control enabled once its data arrives fades its colours in, and axe measured the contrast
 * halfway whenever that happened after the page had settled. Each state is then measured as it is shown.
 */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/** Waits until nothing is loading and no finite animation runs. */
async function settle(page: Page, path: string) {
  await expect(loading(page), `${path} still loading`).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * What sticks out once the page has followed the narrower viewport: components that switch layout on a media query
 * (the road map's stepper turns vertical) re-render after the resize event, which a busy machine delivers late. A
 * fault still there after a second is real.
 */
async function narrowedOverflow(page: Page) {
  let faults = await overflowFaults(page);
  for (let tries = 0; faults.length > 0 && tries < 10; tries += 1) {
    await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(done), 100)));
    faults = await overflowFaults(page);
  }
  return faults;
}

/** What axe finds on the page at the test's viewport, then what sticks out sideways at 360 px. */
async function sweep(page: Page, path: string) {
  await page.goto(path);
  await page.addStyleTag({ content: NO_TRANSITIONS });
  await expect(page.getByRole('main'), path).toBeVisible();
  await settle(page, path);
  const violations = await seriousViolations(page);
  const wide = page.viewportSize();
  await page.setViewportSize(SMALL_SCREEN);
  await settle(page, path);
  const overflow = await narrowedOverflow(page);
  if (wide) await page.setViewportSize(wide);
  return [...violations, ...overflow.map((fault) => `360 px: ${fault}`)];
}

async function pagesOf(page: Page, role: SweepRole) {
  if (!role.relation || !role.projectPages) return role.pages;
  const projects = await projectsPerStatus(page, role.relation);
  return [...role.pages, ...projects.flatMap(role.projectPages)];
}

for (const role of SWEEP_ROLES) {
  test(`every page of the ${role.who} has no serious or critical axe violation and fits 360 px`, async ({ page }) => {
    if (role.email) await signInAs(page, role.email);
    const pages = await pagesOf(page, role);
    // The broker roles open some fifty pages; each is scanned, then narrowed and measured.
    test.setTimeout(30_000 + pages.length * 6_000);
    // Soft: every faulty page is reported, even when a later one stops the run.
    for (const path of pages) expect.soft(await sweep(page, path), path).toEqual([]);
  });
}
