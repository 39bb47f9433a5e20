import { describe, expect, it } from 'vitest';
import { DEBRIEF_TEXTS, debriefLines, debriefSummary, winningBid } from './debriefs.js';

const sections = [
  { id: 's1', name: 'Security' },
  { id: 's2', name: 'Pricing' },
];
const points = [
  { productId: 'mine', sectionId: 's1', sectionName: '', points: 4 },
  { productId: 'mine', sectionId: 's2', sectionName: '', points: 6 },
  { productId: 'won', sectionId: 's1', sectionName: '', points: 9 },
];

describe('supplier debriefs', () => {
  it('measures a supplier against its own product when it won, else the best winner', () => {
    const totals = new Map([
      ['a', 10],
      ['b', 12],
    ]);
    expect(winningBid('a', ['a', 'b'], totals)).toBe('a');
    expect(winningBid('c', ['a', 'b'], totals)).toBe('b');
    expect(winningBid('c', [], totals)).toBeNull();
  });

  it('sums per section and overall, and keeps the notes only when shared', () => {
    const input = { projectName: 'RFP', productName: 'Mine', productId: 'mine', winningId: 'won', winner: false };
    const summary = debriefSummary({ ...input, sections, points, notes: { text: 'Good', shared: true } });
    expect(summary.sections).toEqual([
      { name: 'Security', yours: 4, winning: 9 },
      { name: 'Pricing', yours: 6, winning: 0 },
    ]);
    expect(summary.total).toEqual({ yours: 10, winning: 9 });
    expect(summary.notes).toBe('Good');
    expect(debriefSummary({ ...input, sections, points, notes: { text: 'Kept', shared: false } }).notes).toBeNull();
    expect(debriefLines(summary)).toEqual([
      'Security: your score 4, winning bid 9',
      'Pricing: your score 6, winning bid 0',
      'Total: your score 10, winning bid 9',
      `${DEBRIEF_TEXTS.notes}: Good`,
    ]);
  });
});
