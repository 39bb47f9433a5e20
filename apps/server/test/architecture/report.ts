import {
  type AppAnalysis,
  type AreaImport,
  isModuleArea,
  LONG_FILE_LINES,
  layerOf,
  OUTSIDE_FOLDERS,
} from './area-graph.js';
import { cyclesOf } from './strong-components.js';

const TEST_FILE = /(^test\/|\.test\.tsx?$)/;

/** The cycles of the area graph drawn by the cross-area imports `keep` accepts. */
export function cyclesAmong(analysis: AppAnalysis, keep: (entry: AreaImport) => boolean): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const entry of analysis.crossImports.filter(keep)) {
    graph.set(entry.fromArea, (graph.get(entry.fromArea) ?? new Set<string>()).add(entry.toArea));
  }
  return cyclesOf(analysis.areas, graph);
}

export interface Figures {
  privateImports: number;
  betweenModules: number;
  fromTests: number;
  cycles: string[][];
  cyclesWithoutTests: string[][];
  /** Modules (web: features) in the largest loop of module-to-module imports (also without test files). */
  modulesInLoop: number;
  modulesInLoopWithoutTests: number;
  modules: number;
  longFiles: number;
  mostImported: [string, number][];
}

export function figuresOf(analysis: AppAnalysis): Figures {
  const privateImports = analysis.crossImports.filter((entry) => entry.private);
  const byTarget = new Map<string, number>();
  for (const { target } of privateImports) byTarget.set(target, (byTarget.get(target) ?? 0) + 1);
  const betweenModules = (entry: AreaImport) => isModuleArea(entry.fromArea) && isModuleArea(entry.toArea);
  const largest = (loops: string[][]) => Math.max(0, ...loops.map((loop) => loop.length));
  return {
    privateImports: privateImports.length,
    betweenModules: privateImports.filter(betweenModules).length,
    fromTests: privateImports.filter((entry) => TEST_FILE.test(entry.file)).length,
    cycles: analysis.cycles,
    cyclesWithoutTests: cyclesAmong(analysis, (entry) => !TEST_FILE.test(entry.file)),
    modulesInLoop: largest(cyclesAmong(analysis, betweenModules)),
    modulesInLoopWithoutTests: largest(
      cyclesAmong(analysis, (entry) => betweenModules(entry) && !TEST_FILE.test(entry.file)),
    ),
    modules: analysis.areas.filter(isModuleArea).length,
    longFiles: analysis.longFiles.length,
    mostImported: [...byTarget].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, 6),
  };
}

function describeCycles(cycles: string[][]): string {
  if (cycles.length === 0) return '0';
  return `${cycles.length} (${cycles.map((cycle) => `${cycle.length} areas`).join(', ')})`;
}

function figureLines(analysis: AppAnalysis): string[] {
  const figures = figuresOf(analysis);
  const moduleWord = analysis.layout.name === 'server' ? 'modules' : 'features';
  const withoutTests = describeCycles(figures.cyclesWithoutTests);
  return [
    `  imports into another area's private file: ${figures.privateImports} (${figures.fromTests} from test files)`,
    `  of which between ${moduleWord}: ${figures.betweenModules}`,
    ...wrapped(
      '  most imported private files: ',
      figures.mostImported.length > 0 ? figures.mostImported.map(([file, count]) => `${file} ${count}`) : ['none'],
    ),
    `  area cycles: ${describeCycles(figures.cycles)}; without test files: ${withoutTests}`,
    `  ${moduleWord} importing each other in one loop: ${figures.modulesInLoop} of ${figures.modules}; ` +
      `without test files: ${figures.modulesInLoopWithoutTests}`,
    `  files over ${LONG_FILE_LINES} lines: ${figures.longFiles}`,
  ];
}

const LINE_WIDTH = 118;

/** `head` then `items` joined by ', ', wrapped at LINE_WIDTH under the first item. */
function wrapped(head: string, items: string[]): string[] {
  const lines: string[] = [];
  let line = head;
  items.forEach((item, index) => {
    const text = index < items.length - 1 ? `${item},` : item;
    if (line === head) {
      line += text;
    } else if (line.length + 1 + text.length > LINE_WIDTH) {
      lines.push(line);
      line = ' '.repeat(head.length) + text;
    } else {
      line += ` ${text}`;
    }
  });
  return [...lines, line];
}

/** One entry per area that imports others: the areas it imports, `(n)` being n imports into private files. */
function graphLines(analysis: AppAnalysis): string[] {
  const leaves = analysis.areas.filter((area) => !analysis.graph.has(area));
  const importing = analysis.areas.flatMap((area) => {
    const outgoing = analysis.crossImports.filter((entry) => entry.fromArea === area);
    if (outgoing.length === 0) return [];
    const targets = [...new Set(outgoing.map((entry) => entry.toArea))].sort();
    const described = targets.map((target) => {
      const count = outgoing.filter((entry) => entry.toArea === target && entry.private).length;
      return count > 0 ? `${target} (${count})` : target;
    });
    return wrapped(`  ${area} → `, described);
  });
  return leaves.length > 0 ? [...importing, ...wrapped('  importing no other area: ', leaves)] : importing;
}

/** Each layer, lowest first, with its areas: an area imports its own layer and those below only. */
function layerLines(analysis: AppAnalysis): string[] {
  const { layout } = analysis;
  return layout.layers.flatMap((layer, index) =>
    wrapped(
      `  ${index + 1}. ${layer.name}: `,
      analysis.areas.filter((area) => layerOf(layout, area) === index),
    ),
  );
}

export function formatReport(analysis: AppAnalysis): string {
  const { layout } = analysis;
  return [
    `${layout.name}: ${layout.sourceDir}, ${analysis.files} files in ${analysis.areas.length} areas`,
    ...figureLines(analysis),
    `  imports into a higher layer: ${analysis.upwardImports.length}; areas in no layer: ${analysis.unlayered.length}`,
    `  imports from ${OUTSIDE_FOLDERS.join(', ')} (${analysis.outsideFiles} files) into private files: ` +
      `${analysis.outsideImports.filter((entry) => entry.private).length} of ${analysis.outsideImports.length}`,
    '',
    'Layers, lowest first (an area imports its own layer and those below):',
    ...layerLines(analysis),
    '',
    'Area graph: each area → the areas it imports; (n) = n imports into private files, a bare name = public files only',
    ...graphLines(analysis),
    '',
    'Cycles (areas that import each other in one loop):',
    ...(analysis.cycles.length > 0
      ? analysis.cycles.flatMap((cycle, index) => wrapped(`  ${index + 1}. `, cycle))
      : ['  none']),
    '',
    `Files over ${LONG_FILE_LINES} lines:`,
    ...(analysis.longFiles.length > 0
      ? analysis.longFiles.map(({ file, lines }) => `  ${file} ${lines}`)
      : ['  none (generated files not counted)']),
  ].join('\n');
}
