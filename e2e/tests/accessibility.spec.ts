import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { agreeToTerms, DEMO_PASSWORD, signIn } from '../support/session.js';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const PUBLIC_PAGES = [
  '/',
  '/login/credentials',
  '/login/forgot-password',
  '/register',
  '/terms-conditions',
  '/missing',
];
const ACCOUNT_PAGES = ['/account/details', '/account/change-password'];

test('account pages have no serious or critical accessibility violation', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await signIn(page, 'owner@northwind.example', DEMO_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
  expect(await seriousViolations(page), 'terms dialog').toEqual([]);
  await agreeToTerms(page);
  for (const path of ACCOUNT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await context.close();
});

interface FocusStop {
  name: string;
  /** 'field' for text fields (their 2px border shows focus), 'switch' for a Checkbox or Switch, else 'control'. */
  kind: 'control' | 'field' | 'switch';
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  fieldFocused: boolean;
}

/** What the focused element shows: its outline, or for a Checkbox or Switch (a hidden input) its button base's. */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const field = active.closest('.MuiInputBase-root');
    const toggle = active.matches('input[type="checkbox"]') ? active.closest<HTMLElement>('.MuiButtonBase-root') : null;
    const style = getComputedStyle(toggle ?? active);
    const label = active.getAttribute('aria-label') ?? (active as HTMLInputElement).labels?.[0]?.textContent;
    return {
      name: label ?? active.textContent?.trim() ?? active.tagName,
      kind: toggle ? 'switch' : field ? 'field' : 'control',
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      fieldFocused: field?.classList.contains('Mui-focused') ?? false,
    };
  });
}

/** Presses Tab `count` times and checks that every stop shows a clear focus indicator (WCAG 2.4.7). */
async function tabThrough(page: Page, count: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.kind === 'field') expect(stop.fieldFocused, `${stop.name} shows focus`).toBe(true);
    else {
      expect(stop.outlineStyle, `${stop.name} outline`).not.toBe('none');
      expect(stop.outlineWidth, `${stop.name} outline width`).toBeGreaterThanOrEqual(2);
    }
    stops.push(stop);
  }
  return stops;
}

const WHITE = 'rgb(255, 255, 255)';
const PRIMARY = 'rgb(29, 79, 145)';

test('keyboard focus shows a clear outline on buttons, links, menus and switches', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login/credentials');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const signInStops = await tabThrough(page, 12);
  // The top bar is dark: its ring is white there, and the primary blue on the light page.
  expect(signInStops.find((stop) => stop.name === 'Solutions')?.outlineColor).toBe(WHITE);
  expect(signInStops.find((stop) => stop.name === 'Sign In')?.outlineColor).toBe(PRIMARY);
  expect(signInStops.some((stop) => stop.kind === 'field')).toBe(true);

  await signIn(page, 'owner@northwind.example', DEMO_PASSWORD);
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms.or(page.getByRole('button', { name: 'Account menu' })).first()).toBeVisible();
  if (await terms.isVisible()) await agreeToTerms(page);
  await page.goto('/account/settings');
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  const settingsStops = await tabThrough(page, 12);
  expect(settingsStops.some((stop) => stop.kind === 'switch')).toBe(true);
  await context.close();
});
