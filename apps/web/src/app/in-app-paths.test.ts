import { PROJECT_ISSUE_PAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './routes';

/**
 * Every in-app path the code writes down (a link, a navigation, a path constant or builder) must be a page of the
 * route table, or the user meets 'Page Not Found' (issue 31: Select Free Plan led to /project-wizard). The sources
 * are read as text: the web app's and the shared rules' (a notification's link is built there); tests are left out.
 */
const SOURCES: Record<string, string> = {
  ...import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*test-kit*', '!../test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>(
    ['../../../../packages/domain/src/**/*.ts', '!../../../../packages/domain/src/**/*.test.ts'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
};

/** A placeholder segment for what a template literal fills in (`${id}`). */
const FILLED = ':filled';

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The paths in quotes ('/x/y') and the leading part of template literals (`/x/${id}/y`, up to the first expression
 * that is not a plain `${name}`), with each filled-in part as a placeholder segment and without query or hash.
 */
export function pathLiterals(source: string): string[] {
  const text = withoutComments(source);
  const quoted = [...text.matchAll(/(['"])(\/[a-z][^'"\s]*)\1/g)].map((match) => match[2] ?? '');
  const templates = [...text.matchAll(/`(\/[a-z](?:[^`$\\]|\$\{[^{}`]*\})*)/g)].map((match) =>
    (match[1] ?? '').replace(/\$\{[^{}`]*\}/g, FILLED),
  );
  return [...quoted, ...templates].map((path) => path.split(/[?#$]/)[0] ?? path);
}

/** Paths the server answers, not the web app: the API, the dev mailbox and files (a name with an extension). */
const servedElsewhere = (path: string) => /^\/(api|dev)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path);

const PATTERNS = APP_ROUTES.map((route) => route.path)
  .filter((path) => path !== '*')
  .map((path) => path.split('/').slice(1));

const segmentFits = (pattern: string, segment: string) =>
  pattern.startsWith(':') || segment.startsWith(':') || pattern.toLowerCase() === segment.toLowerCase();

/** Whether a page of the route table answers `path`; a path ending in '/' is a prefix that some page must extend. */
export function isRoutedPath(path: string): boolean {
  const prefix = path.endsWith('/');
  const segments = path.replace(/\/$/, '').split('/').slice(1);
  return PATTERNS.some(
    (pattern) =>
      (prefix ? pattern.length > segments.length : pattern.length === segments.length) &&
      segments.every((segment, index) => segmentFits(pattern[index] ?? '', segment)),
  );
}

describe('in-app paths', () => {
  it('finds the paths of quotes and template literals', () => {
    const source = [
      "navigate('/pricing?checkout=1');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that holds a template literal
      'const a = `/projects/${id}/faq${hash ? `?${new URLSearchParams({ hash })}` : ""}`;',
      '// a comment about /not-a-path and "/neither"',
      'fetch("/api/login"); const url = "https://example.com/x";',
    ].join('\n');
    expect(pathLiterals(source)).toEqual(['/pricing', '/api/login', `/projects/${FILLED}/faq`]);
  });

  it('tells routed paths from others', () => {
    expect(isRoutedPath('/project-wizard/details')).toBe(true);
    expect(isRoutedPath(`/projects/${FILLED}/dashboard`)).toBe(true);
    expect(isRoutedPath('/invite-to-project/')).toBe(true);
    expect(isRoutedPath('/project-wizard')).toBe(false);
    expect(isRoutedPath('/projects/1/nowhere')).toBe(false);
  });

  it('leads every path written in the sources to a page of the route table', () => {
    const unrouted = Object.entries(SOURCES).flatMap(([file, source]) =>
      pathLiterals(source)
        .filter((path) => !servedElsewhere(path) && !isRoutedPath(path))
        .map((path) => `${file.replace(/^(\.\.\/)+/, '')}: ${path}`),
    );
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(unrouted).toEqual([]);
  });

  it('links every project issue to a page of the route table (spec 2 §8)', () => {
    for (const page of Object.values(PROJECT_ISSUE_PAGES)) {
      expect(isRoutedPath(`/projects/1/${page.split('?')[0]}`), page).toBe(true);
    }
  });
});
