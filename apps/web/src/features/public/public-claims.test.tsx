import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION } from '../../lib/use-document-meta';
import { renderInApp } from '../../test/render-in-app';
import { AboutPage } from './about-page';
import { COMING_SOON } from './components/coming-soon';
import { EnterprisePage } from './enterprise-page';
import { GuestHome } from './guest-home';
import { PUBLIC_PAGES } from './public-paths';
import { SmbSolutionsPage } from './smb-solutions-page';

/**
 * What the product does not do yet (README "What a user can do today"): AI supplier matching and question
 * suggestions. A public page may name them only as coming.
 */
const NOT_YET = [/\bAI\b/];

const PAGES: Array<[string, ReactNode]> = [
  ['/', <GuestHome key="home" />],
  ['/enterprise', <EnterprisePage key="enterprise" />],
  ['/smb-solutions', <SmbSolutionsPage key="smb" />],
  ['/about', <AboutPage key="about" />],
];

const claimsNotYet = (text: string) => NOT_YET.some((pattern) => pattern.test(text));
const saysComing = (text: string) => text.includes(COMING_SOON) || /\bcoming\b/i.test(text);

/** The page's words (headings, paragraphs, list items) that name a missing feature without saying it is coming. */
function unmarkedClaims(): string[] {
  const main = document.body;
  return Array.from(main.querySelectorAll('h1, h2, h3, p, li'))
    .filter((element) => claimsNotYet(element.textContent ?? ''))
    .filter((element) => !saysComing(element.closest('li')?.textContent ?? element.textContent ?? ''))
    .map((element) => element.textContent ?? '');
}

describe('the public pages', () => {
  it.each(PAGES)('%s names what does not exist yet only as coming', (path, page) => {
    renderInApp(page, { path });
    const unmarked = unmarkedClaims();
    // The process tabs show one step at a time: read every step.
    for (const tab of screen.queryAllByRole('tab')) {
      fireEvent.click(tab);
      unmarked.push(...unmarkedClaims());
    }
    expect(unmarked).toEqual([]);
  });

  it('marks AI supplier matching and question suggestions Coming soon on the home, and offers comparison', () => {
    renderInApp(<GuestHome />);
    const tabs = screen.getByRole('tablist', { name: 'Steps of a project' });
    fireEvent.click(within(tabs).getByRole('tab', { name: /Invite/ }));
    expect(screen.getByRole('tabpanel').textContent).toContain(`AI supplier matching${COMING_SOON}`);
    fireEvent.click(within(tabs).getByRole('tab', { name: /Build/ }));
    const build = screen.getByRole('tabpanel').textContent ?? '';
    expect(build).toContain(`AI question suggestions${COMING_SOON}`);
    // Issue 35: the import wizard has landed.
    expect(build).toContain('Questions imported from your own spreadsheets');
    expect(build).not.toContain(`Questions imported from your own spreadsheets${COMING_SOON}`);
    fireEvent.click(within(tabs).getByRole('tab', { name: /Decide/ }));
    const decide = screen.getByRole('tabpanel').textContent ?? '';
    expect(decide).toContain('Side-by-side comparison of suppliers');
    expect(decide).not.toContain(`Side-by-side comparison of suppliers${COMING_SOON}`);
    expect(decide).not.toContain(`Private scoring branches for a second opinion${COMING_SOON}`);
    expect(screen.getByRole('heading', { name: `AI that does the legwork ${COMING_SOON}` })).toBeTruthy();
  });

  it('offers private scoring branches and PDF and comparison reports on the Enterprise page, now that they exist', () => {
    renderInApp(<EnterprisePage />, { path: '/enterprise' });
    expect(screen.getByRole('heading', { name: 'Private scoring branches' })).toBeTruthy();
    expect(screen.getByText(/PDF and Excel reports of the scores and answers/)).toBeTruthy();
  });

  it('describe themselves to search engines without missing features', () => {
    const descriptions = [DEFAULT_DESCRIPTION, ...Object.values(PUBLIC_PAGES).map((page) => page.description)];
    expect(descriptions.filter((text) => claimsNotYet(text) && !saysComing(text))).toEqual([]);
  });
});
