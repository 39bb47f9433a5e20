import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseSources, readOutsideSources, readSourceTree, SERVER_LAYOUT, WEB_LAYOUT } from './area-graph.js';
import { parseImports } from './import-parser.js';
import { violationsOf } from './rules.js';

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
 * The architecture the code keeps (docs/architecture.md): every area used through its public file (also by the API
 * tests, the bench, the journeys and the scripts outside the source folders), no cycle between
 * areas, each layer importing only its own and those below, no file over 300 lines. `npm run architecture` prints
 * the area graph.
 */
const outside = readOutsideSources(repositoryRoot);
/** The outside files the line scan checks: not this check's own, whose strings and comments quote imports. */
const scanned = [...outside].filter(([file]) => !file.startsWith('apps/server/test/architecture/'));

describe.each([SERVER_LAYOUT, WEB_LAYOUT])('the $name area graph', (layout) => {
  const sources = readSourceTree(path.join(repositoryRoot, layout.sourceDir));
  const analysis = analyseSources(layout, sources, outside);

  it('reads every import a plain line scan sees, and resolves every relative one', () => {
    const missed = [...sources, ...scanned].flatMap(([file, source]) => {
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

  it('imports only public files, one way, without cycles, and keeps files under 300 lines', () => {
    const violations = violationsOf(analysis);
    expect(violations, violations.join('\n\n')).toEqual([]);
  });
});
