import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDate, formatDateTime, notificationAge } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { dayShort, projectDayKey } from './calendar-month';

/** 23:30 on Nov 27, 2026 in New York: Nov 28 in UTC. */
const LATE_EVENING = '2026-11-28T04:30:00.000Z';

describe('dates on the web', () => {
  it('read an instant late on Nov 27 in New York as Nov 27 on every path', () => {
    const shown = [formatDate(LATE_EVENING), dayShort(projectDayKey(LATE_EVENING))];
    expect(shown).toEqual(Array(shown.length).fill('Nov 27, 2026'));
    expect(formatDateTime(LATE_EVENING)).toBe('Nov 27, 2026, 11:30 PM EST');
    expect(notificationAge(new Date(LATE_EVENING), new Date('2026-12-10T12:00:00Z'))).toBe('November 27, 2026');
  });
});

// jsdom replaces URL, so the path is resolved from the module's file path rather than with new URL().
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
/** The one module allowed to turn an instant into words. */
const DATE_MODULE = 'packages/domain/src/date-format.ts';
/** Ways to format a date by hand; numbers' toLocaleString stays allowed. */
const FORMATTING = [
  /Intl\.DateTimeFormat/,
  /Intl\.RelativeTimeFormat/,
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /\.toDateString\(/,
  /\.toUTCString\(/,
  /Date\([^)]*\)\.toLocaleString\(/,
  /from 'dayjs'/,
  /from 'date-fns/,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('date formatting outside the date module', () => {
  it('happens nowhere: every date shown goes through @shortlist/domain date-format', () => {
    const offenders = SOURCES.flatMap((source) => sourceFiles(join(ROOT, source)))
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== DATE_MODULE)
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            FORMATTING.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
