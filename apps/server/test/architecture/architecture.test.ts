import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseSources, readSourceTree, SERVER_LAYOUT, WEB_LAYOUT } from './area-graph.js';
import { compareWithBaseline, LOWER_BASELINE_COMMAND, readBaseline } from './baseline.js';
import { parseImports } from './import-parser.js';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Imports a plain line scan can see: `… from '…';` ending a line, and `import('…')`. */
const PLAIN_IMPORTS = [/\bfrom '([^']+)';$/g, /\bimport\('([^']+)'\)/g];

function plainlyVisibleImports(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line) =>
      PLAIN_IMPORTS.flatMap((pattern) => [...line.matchAll(pattern)].map((match) => match[1] as string)),
    );
}

/**
 * Issue 32's ratchet: imports into another area's private file, cycles between areas and files over 300 lines may
 * shrink but not grow past `architecture-baseline.json` until they reach 0. `npm run architecture` prints the graph.
 */
describe.each([SERVER_LAYOUT, WEB_LAYOUT])('the $name area graph', (layout) => {
  const sources = readSourceTree(path.join(repositoryRoot, layout.sourceDir));
  const analysis = analyseSources(layout, sources);

  it('reads every import a plain line scan sees, and resolves every relative one', () => {
    const missed = [...sources].flatMap(([file, source]) => {
      const parsed = new Set(parseImports(source).map((ref) => ref.specifier));
      return plainlyVisibleImports(source)
        .filter((specifier) => !parsed.has(specifier))
        .map((specifier) => `${file}: ${specifier}`);
    });
    expect(missed).toEqual([]);
    expect(analysis.unresolved).toEqual([]);
    expect(sources.size).toBeGreaterThan(100);
    expect(analysis.crossImports.length).toBeGreaterThan(100);
  });

  it('gets no worse than the baseline: no new import into a private file, no new cycle, no new long file', () => {
    const { worse, better } = compareWithBaseline(analysis, readBaseline()[layout.name]);
    if (better.length > 0) {
      console.info(`The ${layout.name} baseline can be lowered (${LOWER_BASELINE_COMMAND}):\n  ${better.join('\n  ')}`);
    }
    expect(worse, worse.join('\n\n')).toEqual([]);
  });
});
