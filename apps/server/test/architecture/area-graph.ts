import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ImportRef, parseImports } from './import-parser.js';
import { cyclesOf } from './strong-components.js';

/** How one app's source folder divides into areas. */
export interface AppLayout {
  name: 'server' | 'web';
  /** The source folder, relative to the repository root. */
  sourceDir: string;
  /** Folders whose sub-folders are areas of their own (`modules/accounts`). */
  nested: readonly string[];
  /** Generated folders: part of the graph, left out of the long-file count. */
  generated: readonly string[];
  /**
   * The layers, lowest first, each naming its areas or the folders whose areas it holds: an area may import its own
   * layer and those below, never one above.
   */
  layers: readonly { name: string; areas: readonly string[] }[];
}

/**
 * Folders outside the apps' source folders (repository-relative) that use the apps' code: the API tests, the bench,
 * the journeys, the scripts. Their imports into a source folder go through public files too.
 */
export const OUTSIDE_FOLDERS = ['apps/server/test', 'bench', 'e2e', 'scripts'] as const;

export const SERVER_LAYOUT: AppLayout = {
  name: 'server',
  sourceDir: 'apps/server/src',
  nested: ['modules', 'platform', 'core', 'db'],
  generated: ['db/migrations'],
  layers: [
    // Errors are the one part of the core that platform adapters also throw.
    { name: 'foundation', areas: ['config', 'db', 'platform', 'app-context', 'core/errors'] },
    { name: 'shared core', areas: ['core'] },
    { name: 'modules', areas: ['modules'] },
    { name: 'assembly', areas: ['graphql', 'http', 'installed-modules', 'seed'] },
    { name: 'entry', areas: ['audit-verify', 'bootstrap', 'main', 'reset'] },
  ],
};

export const WEB_LAYOUT: AppLayout = {
  name: 'web',
  sourceDir: 'apps/web/src',
  nested: ['features', 'components', 'lib', 'gql', 'test'],
  generated: ['gql'],
  layers: [
    { name: 'foundation', areas: ['gql', 'lib', 'test'] },
    { name: 'components', areas: ['components'] },
    { name: 'features', areas: ['features'] },
    { name: 'app', areas: ['app', 'main'] },
  ],
};

export const LONG_FILE_LINES = 300;

export interface AreaImport {
  /** Source-relative paths. */
  file: string;
  target: string;
  fromArea: string;
  toArea: string;
  /** Whether the target is another area's file other than its index.ts: the imports issue 32 brings to 0. */
  private: boolean;
  ref: ImportRef;
}

export interface AppAnalysis {
  layout: AppLayout;
  files: number;
  areas: string[];
  /** Every import from one area into another. */
  crossImports: AreaImport[];
  /** Files read in OUTSIDE_FOLDERS, and their imports into this app (file: repository-relative; fromArea: the folder). */
  outsideFiles: number;
  outsideImports: AreaImport[];
  /** Area → the areas it imports. */
  graph: Map<string, Set<string>>;
  cycles: string[][];
  longFiles: { file: string; lines: number }[];
  /** Imports from an area into a higher layer's area. */
  upwardImports: AreaImport[];
  /** Areas no layer names. */
  unlayered: string[];
  /** Relative specifiers that name no file: a parser or resolver fault the check reports. */
  unresolved: { file: string; specifier: string }[];
}

/**
 * The area a source-relative file belongs to: `modules/accounts` for `modules/accounts/viewer.ts`, `db` for
 * `db/schema/index.ts`. A file with no folder of its own (`errors.ts`, `platform/after-commit.ts`) is an area by
 * itself, named without its extension, and is its own public surface.
 */
export function areaOf(layout: AppLayout, file: string): string {
  const parts = file.split('/');
  const [top, sub] = parts as [string, string];
  if (parts.length === 1) return withoutExtension(top);
  if (!layout.nested.includes(top)) return top;
  return parts.length === 2 ? `${top}/${withoutExtension(sub)}` : `${top}/${sub}`;
}

/** `errors.ts` → `errors`; a test beside a lone file belongs to it: `config.test.ts` → `config`. */
function withoutExtension(file: string): string {
  return file.replace(/(\.test)?\.tsx?$/, '');
}

/** The index of the layer holding an area (0 = lowest), or -1 when no layer names it. */
export function layerOf(layout: AppLayout, area: string): number {
  return layout.layers.findIndex((layer) => layer.areas.some((name) => area === name || area.startsWith(`${name}/`)));
}

/** Whether other areas may import this file: the area's index.ts, or the file that is an area by itself. */
export function isPublicFile(area: string, file: string): boolean {
  return file === `${area}/index.ts` || file === `${area}/index.tsx` || file.replace(/\.tsx?$/, '') === area;
}

const SOURCE_FILE = /\.tsx?$/;

/** The file a relative specifier names (server: `./x.js` for `x.ts`; web: extensionless), or null. */
export function resolveSpecifier(files: ReadonlySet<string>, file: string, specifier: string): string | null {
  return resolveBase(files, path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

function resolveBase(files: ReadonlySet<string>, base: string): string | null {
  const stem = base.replace(/\.js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Every .ts/.tsx file under `directory` (node_modules aside), by its path relative to it. */
export function readSourceTree(directory: string): Map<string, string> {
  const sources = new Map<string, string>();
  const entries = readdirSync(directory, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
    if (entry.parentPath.split(path.sep).includes('node_modules')) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    sources.set(path.relative(directory, absolute).split(path.sep).join('/'), readFileSync(absolute, 'utf8'));
  }
  return sources;
}

function countLines(source: string): number {
  return source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
}

/** Files other than sources that an import may name (styles, JSON): not part of the graph. */
const ASSET = /\.(css|json|svg|png|webp|txt)(\?.*)?$/;

/** The sources of OUTSIDE_FOLDERS, by repository-relative path. */
export function readOutsideSources(repositoryRoot: string): Map<string, string> {
  return new Map(
    OUTSIDE_FOLDERS.flatMap((folder) =>
      [...readSourceTree(path.join(repositoryRoot, folder))].map(([file, source]) => [`${folder}/${file}`, source]),
    ),
  );
}

/** The imports of outside files (repository-relative paths) into the app's source folder. */
function outsideImportsOf(
  layout: AppLayout,
  files: ReadonlySet<string>,
  outside: ReadonlyMap<string, string>,
  unresolved: AppAnalysis['unresolved'],
): AreaImport[] {
  const prefix = `${layout.sourceDir}/`;
  return [...outside].flatMap(([file, source]) =>
    parseImports(source).flatMap((ref) => {
      if (!ref.specifier.startsWith('.')) return [];
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.specifier));
      if (!base.startsWith(prefix)) return [];
      const target = resolveBase(files, base.slice(prefix.length));
      if (!target) {
        if (!ASSET.test(ref.specifier)) unresolved.push({ file, specifier: ref.specifier });
        return [];
      }
      const fromArea = OUTSIDE_FOLDERS.find((folder) => file.startsWith(`${folder}/`)) ?? file;
      const toArea = areaOf(layout, target);
      return [{ file, target, fromArea, toArea, private: !isPublicFile(toArea, target), ref }];
    }),
  );
}

export function analyseSources(
  layout: AppLayout,
  sources: ReadonlyMap<string, string>,
  outside: ReadonlyMap<string, string> = new Map(),
): AppAnalysis {
  const files = new Set(sources.keys());
  const areas = new Set<string>();
  const graph = new Map<string, Set<string>>();
  const crossImports: AreaImport[] = [];
  const unresolved: AppAnalysis['unresolved'] = [];
  const longFiles: AppAnalysis['longFiles'] = [];
  for (const [file, source] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    const fromArea = areaOf(layout, file);
    areas.add(fromArea);
    const lines = countLines(source);
    const generated = layout.generated.some((folder) => file.startsWith(`${folder}/`));
    if (lines > LONG_FILE_LINES && !generated) longFiles.push({ file, lines });
    for (const ref of parseImports(source)) {
      if (!ref.specifier.startsWith('.')) continue;
      const target = resolveSpecifier(files, file, ref.specifier);
      if (!target) {
        if (!ASSET.test(ref.specifier)) unresolved.push({ file, specifier: ref.specifier });
        continue;
      }
      const toArea = areaOf(layout, target);
      if (toArea === fromArea) continue;
      crossImports.push({ file, target, fromArea, toArea, private: !isPublicFile(toArea, target), ref });
      const targets = graph.get(fromArea) ?? new Set<string>();
      graph.set(fromArea, targets.add(toArea));
    }
  }
  const sortedAreas = [...areas].sort();
  longFiles.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  return {
    layout,
    files: files.size,
    outsideFiles: outside.size,
    outsideImports: outsideImportsOf(layout, files, outside, unresolved),
    upwardImports: crossImports.filter((entry) => layerOf(layout, entry.toArea) > layerOf(layout, entry.fromArea)),
    unlayered: sortedAreas.filter((area) => layerOf(layout, area) < 0),
    areas: sortedAreas,
    crossImports,
    graph,
    cycles: cyclesOf(sortedAreas, graph),
    longFiles,
    unresolved,
  };
}

export function analyseApp(repositoryRoot: string, layout: AppLayout): AppAnalysis {
  return analyseSources(
    layout,
    readSourceTree(path.join(repositoryRoot, layout.sourceDir)),
    readOutsideSources(repositoryRoot),
  );
}

/** The imports into private files, counted per `importing area -> imported area`. */
export function privateImportsByPair(analysis: AppAnalysis): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of analysis.crossImports) {
    if (!entry.private) continue;
    const pair = pairKey(entry.fromArea, entry.toArea);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

export function pairKey(fromArea: string, toArea: string): string {
  return `${fromArea} -> ${toArea}`;
}

/** Whether an area is a module (server) or a feature (web): the areas the headline figure counts. */
export function isModuleArea(area: string): boolean {
  return area.startsWith('modules/') || area.startsWith('features/');
}
