import { readFileSync, writeFileSync } from 'node:fs';
import { type AppAnalysis, type AreaImport, LONG_FILE_LINES, pairKey, privateImportsByPair } from './area-graph.js';

/** What the code holds today; the check fails when a figure grows past it (issue 32 brings each to zero). */
export interface AppBaseline {
  /** `importing area -> imported area`: imports into the imported area's private files. */
  privateImports: Record<string, number>;
  /** Areas that import each other in one loop, each cycle sorted. */
  cycles: string[][];
  /** Files over LONG_FILE_LINES lines, with their length when the baseline was written. */
  longFiles: Record<string, number>;
}

export type Baseline = Record<AppAnalysis['layout']['name'], AppBaseline>;

export const BASELINE_FILE = new URL('./architecture-baseline.json', import.meta.url);
export const LOWER_BASELINE_COMMAND = 'npm run architecture -- --write-baseline';

export function readBaseline(): Baseline {
  return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
}

export function writeBaseline(baseline: Baseline): void {
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}

export function baselineOf(analysis: AppAnalysis): AppBaseline {
  return {
    privateImports: Object.fromEntries(privateImportsByPair(analysis)),
    cycles: analysis.cycles,
    longFiles: Object.fromEntries(analysis.longFiles.map(({ file, lines }) => [file, lines])),
  };
}

export interface Comparison {
  /** Each names the files and imports that made a figure grow: the check fails on any. */
  worse: string[];
  /** Figures now below the baseline: it can be lowered. */
  better: string[];
}

function describeImport(entry: AreaImport): string {
  const typeOnly = entry.ref.typeOnly ? ' (type only)' : '';
  return `  ${entry.file}:${entry.ref.line} imports '${entry.ref.specifier}' (${entry.target})${typeOnly}`;
}

function comparePrivateImports(analysis: AppAnalysis, baseline: AppBaseline, result: Comparison): void {
  const current = privateImportsByPair(analysis);
  for (const [pair, count] of current) {
    const allowed = baseline.privateImports[pair] ?? 0;
    if (count <= allowed) continue;
    const imports = analysis.crossImports.filter(
      (entry) => entry.private && pairKey(entry.fromArea, entry.toArea) === pair,
    );
    result.worse.push(
      [
        `${pair}: ${count} imports into private files, baseline ${allowed}. Import what the area's index.ts offers ` +
          `instead (add it there if it is missing). This pair's imports:`,
        ...imports.map(describeImport),
      ].join('\n'),
    );
  }
  for (const [pair, allowed] of Object.entries(baseline.privateImports)) {
    const count = current.get(pair) ?? 0;
    if (count < allowed) result.better.push(`${pair}: ${count} imports into private files, baseline ${allowed}`);
  }
}

/** A cycle is new when no baseline cycle holds all its areas; the imports across baseline cycles are what close it. */
function compareCycles(analysis: AppAnalysis, baseline: AppBaseline, result: Comparison): void {
  const together = (a: string, b: string) => baseline.cycles.some((cycle) => cycle.includes(a) && cycle.includes(b));
  for (const cycle of analysis.cycles) {
    if (baseline.cycles.some((known) => cycle.every((area) => known.includes(area)))) continue;
    const closing = analysis.crossImports.filter(
      (entry) =>
        cycle.includes(entry.fromArea) && cycle.includes(entry.toArea) && !together(entry.fromArea, entry.toArea),
    );
    result.worse.push(
      [`New cycle between areas: ${cycle.join(', ')}. Imports that close it:`, ...closing.map(describeImport)].join(
        '\n',
      ),
    );
  }
  for (const known of baseline.cycles) {
    const now = analysis.cycles.find((cycle) => known.some((area) => cycle.includes(area)));
    if (!now || now.length < known.length) {
      result.better.push(`the cycle of ${known.length} areas (${known[0]}, …) now holds ${now?.length ?? 0}`);
    }
  }
}

function compareLongFiles(analysis: AppAnalysis, baseline: AppBaseline, result: Comparison): void {
  for (const { file, lines } of analysis.longFiles) {
    if (baseline.longFiles[file] === undefined) {
      result.worse.push(`${file} has ${lines} lines, over ${LONG_FILE_LINES}: split it`);
    }
  }
  const current = new Set(analysis.longFiles.map(({ file }) => file));
  for (const file of Object.keys(baseline.longFiles)) {
    if (!current.has(file)) result.better.push(`${file} is no longer over ${LONG_FILE_LINES} lines`);
  }
}

export function compareWithBaseline(analysis: AppAnalysis, baseline: AppBaseline): Comparison {
  const result: Comparison = { worse: [], better: [] };
  comparePrivateImports(analysis, baseline, result);
  compareCycles(analysis, baseline, result);
  compareLongFiles(analysis, baseline, result);
  return result;
}
