import { describe, expect, it } from 'vitest';
import { type AppLayout, analyseSources } from './area-graph.js';
import { violationsOf } from './rules.js';

const LAYOUT: AppLayout = {
  name: 'server',
  sourceDir: 'src',
  nested: ['modules', 'core'],
  generated: ['generated'],
  layers: [
    { name: 'core', areas: ['core', 'generated'] },
    { name: 'modules', areas: ['modules'] },
    { name: 'assembly', areas: ['schema'] },
  ],
};

/** Module b uses a through its index.ts, both use the core; the schema assembles them: nothing to refuse. */
const CLEAN: Record<string, string> = {
  'core/errors.ts': 'export const notFound = 1;',
  'modules/a/index.ts': "export { thing } from './thing.js';",
  'modules/a/thing.ts': "import { notFound } from '../../core/errors.js';\nexport const thing = notFound;",
  'modules/b/index.ts': "import { thing } from '../a/index.js';\nexport const b = thing;",
  'modules/b/b.test.ts': "import { b } from './index.js';",
  'schema.ts': "import './modules/a/index.js';\nimport './modules/b/index.js';",
  'generated/types.ts': 'export type T = 1;\n'.repeat(400),
};

const violations = (changes: Record<string, string>) =>
  violationsOf(analyseSources(LAYOUT, new Map(Object.entries({ ...CLEAN, ...changes }))));

describe('violationsOf', () => {
  it('accepts areas used through their index.ts, one way, layer over layer', () => {
    expect(violations({})).toEqual([]);
  });

  it('refuses an import into another area private file, naming it', () => {
    const [violation, ...rest] = violations({ 'modules/b/more.ts': "import { thing } from '../a/thing.js';" });
    expect(rest).toEqual([]);
    expect(violation).toContain('modules/b -> modules/a: 1 imports into private files');
    expect(violation).toContain("modules/b/more.ts:1 imports '../a/thing.js' (modules/a/thing.ts)");
  });

  it('refuses an import from outside the source folder (the API tests, the bench) into a private file', () => {
    const outside = new Map([
      ['bench/load.ts', "import { thing } from '../src/modules/a/thing.js';"],
      ['apps/server/test/a.test.ts', "import { thing } from '../../../src/modules/a/index.js';"],
    ]);
    const analysis = analyseSources(LAYOUT, new Map(Object.entries(CLEAN)), outside);
    const [violation, ...rest] = violationsOf(analysis);
    expect(rest).toEqual([]);
    expect(violation).toContain('bench -> modules/a: 1 imports into private files');
    expect(violation).toContain("bench/load.ts:1 imports '../src/modules/a/thing.js' (modules/a/thing.ts)");
  });

  it('refuses a cycle between areas, type-only imports and test files included, listing its imports', () => {
    const [violation, ...rest] = violations({ 'modules/a/a.test.ts': "import type { b } from '../b/index.js';" });
    expect(rest).toEqual([]);
    expect(violation).toContain('Cycle between areas: modules/a, modules/b.');
    expect(violation).toContain("modules/a/a.test.ts:1 imports '../b/index.js' (modules/b/index.ts) (type only)");
    expect(violation).toContain("modules/b/index.ts:1 imports '../a/index.js' (modules/a/index.ts)");
  });

  it('refuses an import into a higher layer and an area no layer names', () => {
    expect(violations({ 'core/uses-a.ts': "import { thing } from '../modules/a/index.js';", 'stray.ts': '' })).toEqual([
      "stray is in no layer: add it to the server layout's layers (area-graph.ts)",
      expect.stringContaining('core/uses-a (core) imports modules/a (modules), a higher layer'),
    ]);
  });

  it('refuses a file over 300 lines, generated files aside', () => {
    expect(violations({ 'modules/a/big.ts': 'export {};\n'.repeat(301) })).toEqual([
      'modules/a/big.ts has 301 lines, over 300: split it',
    ]);
  });
});
