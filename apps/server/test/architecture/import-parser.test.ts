import { describe, expect, it } from 'vitest';
import { parseImports } from './import-parser.js';

const specifiers = (source: string) => parseImports(source).map((ref) => ref.specifier);

describe('parseImports', () => {
  it('reads default, named, namespace and side-effect imports', () => {
    const source = [
      "import a, { b, c as d } from './named.js';",
      "import * as ns from './namespace';",
      "import './side-effect.css';",
      'import e from "./double-quoted";',
    ].join('\n');
    expect(parseImports(source)).toEqual([
      { specifier: './named.js', kind: 'static', typeOnly: false, line: 1 },
      { specifier: './namespace', kind: 'static', typeOnly: false, line: 2 },
      { specifier: './side-effect.css', kind: 'side-effect', typeOnly: false, line: 3 },
      { specifier: './double-quoted', kind: 'static', typeOnly: false, line: 4 },
    ]);
  });

  it('reads type imports, and tells a whole type import from one with inline type names', () => {
    const source = "import type { Viewer } from '../accounts/viewer.js';\nimport { type A, b } from './mixed.js';";
    expect(parseImports(source)).toEqual([
      { specifier: '../accounts/viewer.js', kind: 'static', typeOnly: true, line: 1 },
      { specifier: './mixed.js', kind: 'static', typeOnly: false, line: 2 },
    ]);
  });

  it('reads an import written over several lines, at the line it starts', () => {
    const source = ["import { x } from './first.js';", 'import {', '  one,', '  two,', "} from './multi-line.js';"];
    expect(parseImports(source.join('\n'))[1]).toEqual({
      specifier: './multi-line.js',
      kind: 'static',
      typeOnly: false,
      line: 2,
    });
  });

  it('reads every kind of export … from', () => {
    const source = [
      "export * from './all.js';",
      "export * as grouped from './grouped.js';",
      "export { a, b as c } from './some.js';",
      "export type { T } from './types.js';",
      'export {',
      '  d,',
      "} from './spread.js';",
    ].join('\n');
    expect(parseImports(source).map(({ specifier, kind, typeOnly }) => [specifier, kind, typeOnly])).toEqual([
      ['./all.js', 're-export', false],
      ['./grouped.js', 're-export', false],
      ['./some.js', 're-export', false],
      ['./types.js', 're-export', true],
      ['./spread.js', 're-export', false],
    ]);
  });

  it('reads dynamic imports, in a type position as a type-only one', () => {
    const source = [
      "const pages = () => import('../features/accounts/accounts-pages');",
      "const { default: ExcelJS } = await import('exceljs');",
      "type Shell = typeof import('./signed-in-shell');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
      'const label = `${(await import(`./not-a-literal`)).x} ${await import("./in-template-expression")}`;',
    ].join('\n');
    expect(parseImports(source).map(({ specifier, kind, typeOnly }) => [specifier, kind, typeOnly])).toEqual([
      ['../features/accounts/accounts-pages', 'dynamic', false],
      ['exceljs', 'dynamic', false],
      ['./signed-in-shell', 'dynamic', true],
      ['./in-template-expression', 'dynamic', false],
    ]);
  });

  it('ignores what only looks like an import: comments, strings, templates, regular expressions', () => {
    const source = [
      "// import commented from './line-comment.js';",
      "/* export * from './block-comment.js'; */",
      `const text = "import quoted from './in-string.js'";`,
      "const template = `import templated from './in-template.js'`;",
      "const pattern = /from '\\.\\/in-regexp'/g;",
      'const tick = /`/;',
      'const url = import.meta.url;',
      "const other = loader.import('./method-call.js');",
      'export const from = 1;',
      'export { local };',
      "import real from './real.js';",
    ].join('\n');
    expect(specifiers(source)).toEqual(['./real.js']);
  });

  it('keeps reading after JSX text with an apostrophe and a closing tag', () => {
    const source = [
      "import { Page } from './page';",
      "export const View = () => <p>Don&apos;t wait, it isn't here</p>;",
      "const Lazy = lazy(() => import('./after-jsx'));",
    ].join('\n');
    expect(specifiers(source)).toEqual(['./page', './after-jsx']);
  });

  it('tells a division from a regular expression', () => {
    const source = "const ratio = (total) / count; import after from './after-division.js';";
    expect(specifiers(source)).toEqual(['./after-division.js']);
  });
});
