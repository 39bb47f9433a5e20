import fc from 'fast-check';
import type { LeafKind } from './mutation-leaves.js';

/** Stands for JSON nested DEEP_LEVELS arrays deep, put in place of this string on the wire (see onTheWire). */
export const DEEP_NESTING = 'fuzz:deep-nesting';
const DEEP_LEVELS = 200_000;

/** The request body, with the deep nesting written out as text (JSON.stringify would overflow the stack on it). */
export const onTheWire = (body: unknown) =>
  JSON.stringify(body).replaceAll(`"${DEEP_NESTING}"`, `${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}`);

/** Values that once broke the server (issue 30) or sit on a boundary: each is always tried. */
const TEXT = ['Fuzzed \uD800 text', 'Fuzzed \uDC00\uD83D', 'Fuzzed\u0000text', 'x'.repeat(100_000)];
const KNOWN: Record<LeafKind, unknown[]> = {
  String: TEXT,
  ID: TEXT,
  JSON: [...TEXT, { '\uD800': 'key' }, { 'a\u0000': 'key' }],
  Int: [2_147_483_647, -2_147_483_648, 2 ** 31],
  Float: [Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 53 + 2],
  DateTime: [
    '+275760-09-13T00:00:00.000Z',
    '+275760-09-14',
    '-271821-04-20T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '10000-01-01T00:00:00Z',
  ],
};

export const knownHostile = (kind: LeafKind, withNesting: boolean): unknown[] => [
  ...KNOWN[kind],
  ...(withNesting ? [DEEP_NESTING] : []),
];

/** Text with an unpaired surrogate somewhere, or any code points at all. */
const hostileText = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 10 }))
    .map(([before, surrogate, after]) => `${before}${String.fromCharCode(surrogate)}${after}`),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Random values of the kind, beyond the known ones. */
export const randomHostile: Record<LeafKind, fc.Arbitrary<unknown>> = {
  String: hostileText,
  ID: hostileText,
  JSON: fc.oneof(hostileText, fc.dictionary(hostileText, hostileText, { maxKeys: 3 })),
  Int: fc.integer(),
  Float: fc.double({ noNaN: true, noDefaultInfinity: true }),
  DateTime: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
};

/** A short, printable account of a value for a failure report. */
export function describeValue(value: unknown): string {
  if (value === DEEP_NESTING) return `[…${DEEP_LEVELS} levels…]`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 30)}…(${text.length} characters)` : text;
}
