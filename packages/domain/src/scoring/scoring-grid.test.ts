import { describe, expect, it } from 'vitest';
import { decodeGridCell, encodeGridCell, type GridAnswer } from './scoring-grid.js';

const answer = (change: Partial<GridAnswer> = {}): GridAnswer => ({
  value: 'Yes',
  secondaryValue: null,
  notApplicable: false,
  notApplicableDescription: null,
  rating: null,
  notes: null,
  ...change,
});

describe('the scoring grid cell', () => {
  it('leaves the empty fields at its end out', () => {
    expect(encodeGridCell(answer())).toEqual(['Yes']);
    expect(encodeGridCell(answer({ rating: 3 }))).toEqual(['Yes', 3]);
    expect(encodeGridCell(answer({ value: null }))).toEqual([]);
  });

  it('reads back every field it was given, No Rate and Failed included', () => {
    const full = answer({
      value: ['a', 'b'],
      secondaryValue: { other: 'c' },
      notApplicable: true,
      notApplicableDescription: 'Not offered',
      rating: 0,
      notes: { value: 'Checked', updatedAt: '2030-03-11T00:00:00.000Z' },
    });
    for (const given of [full, answer({ rating: -1 }), answer({ value: null, rating: 5 }), answer()]) {
      expect(decodeGridCell(encodeGridCell(given))).toEqual(given);
    }
  });
});
