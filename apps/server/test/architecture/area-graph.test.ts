import { describe, expect, it } from 'vitest';
import { type AppLayout, analyseSources, areaOf, isPublicFile, SERVER_LAYOUT, WEB_LAYOUT } from './area-graph.js';

const LAYOUT: AppLayout = {
  name: 'server',
  sourceDir: 'src',
  nested: ['modules'],
  generated: ['generated'],
  layers: [{ name: 'all', areas: ['modules', 'errors', 'generated'] }],
};

/** Modules a and b import each other (b only through a's index.ts); c reaches into a's private file. */
const TREE: Record<string, string> = {
  'modules/a/index.ts': "export { thing } from './thing.js';",
  'modules/a/thing.ts': "import type { B } from '../b/b-private.js';\nexport const thing: B = 'x';",
  'modules/b/b-private.ts': "import { thing } from '../a/index.js';\nexport type B = typeof thing;",
  'modules/c/c.ts': "import { notFound } from '../../errors.js';\nimport { thing } from '../a/thing.js';",
  'modules/c/c.test.ts': "import { c } from './c.js';",
  'errors.ts': 'export const notFound = 1;',
  'generated/types.ts': 'export type T = 1;\n'.repeat(400),
  'modules/c/long.ts': 'export const line = 1;\n'.repeat(301),
};

const analyse = (tree: Record<string, string>) => analyseSources(LAYOUT, new Map(Object.entries(tree)));

describe('areas', () => {
  it('are modules, features and top folders; a lone file is an area of its own with its test', () => {
    expect(areaOf(SERVER_LAYOUT, 'modules/accounts/viewer.ts')).toBe('modules/accounts');
    expect(areaOf(SERVER_LAYOUT, 'modules/answers/spreadsheet/answers-apply.ts')).toBe('modules/answers');
    expect(areaOf(SERVER_LAYOUT, 'platform/mail/mailer.ts')).toBe('platform/mail');
    expect(areaOf(SERVER_LAYOUT, 'platform/after-commit.ts')).toBe('platform/after-commit');
    expect(areaOf(SERVER_LAYOUT, 'db/schema/index.ts')).toBe('db/schema');
    expect(areaOf(SERVER_LAYOUT, 'db/client.ts')).toBe('db/client');
    expect(areaOf(SERVER_LAYOUT, 'errors.ts')).toBe('errors');
    expect(areaOf(SERVER_LAYOUT, 'config.test.ts')).toBe('config');
    expect(areaOf(WEB_LAYOUT, 'features/projects/pages/project-page.tsx')).toBe('features/projects');
    expect(areaOf(WEB_LAYOUT, 'lib/session/session-context.ts')).toBe('lib/session');
  });

  it('let others import only their index.ts, or the lone file that is the area', () => {
    expect(isPublicFile('modules/accounts', 'modules/accounts/index.ts')).toBe(true);
    expect(isPublicFile('modules/accounts', 'modules/accounts/viewer.ts')).toBe(false);
    expect(isPublicFile('errors', 'errors.ts')).toBe(true);
  });
});

describe('analyseSources', () => {
  const analysis = analyse(TREE);

  it('finds the imports into other areas private files, type imports included', () => {
    const privateImports = analysis.crossImports.filter((entry) => entry.private);
    expect(privateImports.map(({ file, target }) => `${file} -> ${target}`)).toEqual([
      'modules/a/thing.ts -> modules/b/b-private.ts',
      'modules/c/c.ts -> modules/a/thing.ts',
    ]);
    expect(analysis.crossImports.filter((entry) => !entry.private).map(({ target }) => target)).toEqual([
      'modules/a/index.ts',
      'errors.ts',
    ]);
  });

  it('finds the cycles of the area graph and the long files other than generated ones', () => {
    expect(analysis.cycles).toEqual([['modules/a', 'modules/b']]);
    expect(analysis.longFiles).toEqual([{ file: 'modules/c/long.ts', lines: 301 }]);
  });

  it('reports a relative import that names no file', () => {
    expect(analyse({ 'x.ts': "import { y } from './missing.js';" }).unresolved).toEqual([
      { file: 'x.ts', specifier: './missing.js' },
    ]);
  });
});
