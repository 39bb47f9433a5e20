import { type AppAnalysis, type AreaImport, LONG_FILE_LINES, layerOf } from './area-graph.js';

function describeImport(entry: AreaImport): string {
  const typeOnly = entry.ref.typeOnly ? ' (type only)' : '';
  return `  ${entry.file}:${entry.ref.line} imports '${entry.ref.specifier}' (${entry.target})${typeOnly}`;
}

function privateImportViolations(analysis: AppAnalysis): string[] {
  const byPair = new Map<string, AreaImport[]>();
  const imports = [...analysis.crossImports, ...analysis.outsideImports];
  for (const entry of imports.filter((candidate) => candidate.private)) {
    const pair = `${entry.fromArea} -> ${entry.toArea}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), entry]);
  }
  return [...byPair].map(([pair, imports]) =>
    [
      `${pair}: ${imports.length} imports into private files. Import what the area's index.ts offers instead ` +
        '(add it there if it is missing):',
      ...imports.map(describeImport),
    ].join('\n'),
  );
}

function cycleViolations(analysis: AppAnalysis): string[] {
  return analysis.cycles.map((cycle) => {
    const inside = analysis.crossImports.filter(
      (entry) => cycle.includes(entry.fromArea) && cycle.includes(entry.toArea),
    );
    return [
      `Cycle between areas: ${cycle.join(', ')}. Their imports of each other:`,
      ...inside.map(describeImport),
    ].join('\n');
  });
}

function layerViolations(analysis: AppAnalysis): string[] {
  const { layout } = analysis;
  const layerName = (area: string) => layout.layers[layerOf(layout, area)]?.name;
  const upward = analysis.upwardImports.map(
    (entry) =>
      `${entry.fromArea} (${layerName(entry.fromArea)}) imports ${entry.toArea} (${layerName(entry.toArea)}), a ` +
      `higher layer: move what both need down, or register it through an extension point\n${describeImport(entry)}`,
  );
  const unlayered = analysis.unlayered.map(
    (area) => `${area} is in no layer: add it to the ${layout.name} layout's layers (area-graph.ts)`,
  );
  return [...unlayered, ...upward];
}

/**
 * What the architecture check refuses, each naming the files and imports at fault: an import into another area's
 * private file (from the app's own files or from the tests, bench, journeys and scripts outside it), a cycle between areas, an import into a higher layer, an area no layer names, a file over 300 lines.
 */
export function violationsOf(analysis: AppAnalysis): string[] {
  return [
    ...privateImportViolations(analysis),
    ...cycleViolations(analysis),
    ...layerViolations(analysis),
    ...analysis.longFiles.map(({ file, lines }) => `${file} has ${lines} lines, over ${LONG_FILE_LINES}: split it`),
  ];
}
