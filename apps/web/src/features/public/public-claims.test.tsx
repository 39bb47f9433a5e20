import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION } from '../../lib/use-document-meta';
import { renderInApp } from '../../test/render-in-app';
import { AboutPage } from './about-page';
import { EnterprisePage } from './enterprise-page';
import { GuestHome } from './guest-home';
import { PUBLIC_PAGES } from './public-paths';
import { SmbSolutionsPage } from './smb-solutions-page';

const PAGES: Array<[string, ReactNode]> = [
  ['/', <GuestHome key="home" />],
  ['/enterprise', <EnterprisePage key="enterprise" />],
  ['/smb-solutions', <SmbSolutionsPage key="smb" />],
  ['/about', <AboutPage key="about" />],
];

/** Words that promise a feature for later: every feature the pages name has landed (AI last, issue 36). */
const PROMISED = /\bcoming\b|\bsoon\b|\bAI\b[^.]*\bwill\b/i;

describe('the public pages', () => {
  it.each(PAGES)('%s promises nothing for later: what it names exists', (path, page) => {
    renderInApp(page, { path });
    const texts = () => Array.from(document.body.querySelectorAll('h1, h2, h3, p, li')).map((e) => e.textContent ?? '');
    const read = texts();
    // The process tabs show one step at a time: read every step.
    for (const tab of screen.queryAllByRole('tab')) {
      fireEvent.click(tab);
      read.push(...texts());
    }
    expect(read.filter((text) => PROMISED.test(text))).toEqual([]);
  });

  it('claims AI supplier matching and question suggestions on the home now that they exist, and offers comparison', () => {
    renderInApp(<GuestHome />);
    const tabs = screen.getByRole('tablist', { name: 'Steps of a project' });
    fireEvent.click(within(tabs).getByRole('tab', { name: /Invite/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('AI supplier matching')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: /Build/ }));
    const build = within(screen.getByRole('tabpanel'));
    expect(build.getByText('AI question suggestions')).toBeTruthy();
    expect(build.getByText('Questions imported from your own spreadsheets')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: /Decide/ }));
    const decide = within(screen.getByRole('tabpanel'));
    expect(decide.getByText('Side-by-side comparison of suppliers')).toBeTruthy();
    expect(decide.getByText('Private scoring branches for a second opinion')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'AI that does the legwork' })).toBeTruthy();
  });

  it('offers private scoring branches and PDF and comparison reports on the Enterprise page, now that they exist', () => {
    renderInApp(<EnterprisePage />, { path: '/enterprise' });
    expect(screen.getByRole('heading', { name: 'Private scoring branches' })).toBeTruthy();
    expect(screen.getByText(/PDF and Excel reports of the scores and answers/)).toBeTruthy();
  });

  it('describe themselves to search engines without promises for later', () => {
    const descriptions = [DEFAULT_DESCRIPTION, ...Object.values(PUBLIC_PAGES).map((page) => page.description)];
    expect(descriptions.filter((text) => PROMISED.test(text))).toEqual([]);
  });
});
