/** A value as one short line: text as itself, anything else as JSON; nothing as an empty string. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The change an entry records, readable: for two records, each field that differs as `field: before -> after`;
 * otherwise `before -> after`; an entry with only one side shows that side.
 */
export function readableChange(before: unknown, after: unknown): string {
  if (isRecord(before) && isRecord(after)) {
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return fields
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => `${field}: ${shown(before[field]) || '(none)'} -> ${shown(after[field]) || '(none)'}`)
      .join('; ');
  }
  if (before === null || before === undefined) return shown(after);
  if (after === null || after === undefined) return `${shown(before)} -> (none)`;
  return `${shown(before)} -> ${shown(after)}`;
}

/** A JSON value as text, or null for none. */
export const jsonText = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
