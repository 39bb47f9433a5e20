import { describe, expect, it } from 'vitest';
import {
  rankProducts,
  type SensitivityProduct,
  type SensitivitySection,
  sectionFlipText,
  weightText,
  winnerSensitivity,
} from './winner-sensitivity.js';

const SECTIONS: SensitivitySection[] = [
  { id: 's1', name: 'Security' },
  { id: 's2', name: 'Price' },
];
const product = (id: string, name: string, points: Record<string, number>): SensitivityProduct => ({
  id,
  name,
  points,
});

describe('the ranking', () => {
  it('orders by score, ties by name, with the lead of the first and the gap of the others', () => {
    const ranking = rankProducts([
      product('c', 'Gamma', { s1: 10 }),
      product('a', 'Alpha', { s1: 20, s2: 5 }),
      product('b', 'Beta', { s2: 10 }),
    ]);
    expect(ranking).toEqual([
      { id: 'a', name: 'Alpha', score: 25, margin: 15 },
      { id: 'b', name: 'Beta', score: 10, margin: 15 },
      { id: 'c', name: 'Gamma', score: 10, margin: 0 },
    ]);
  });

  it('gives a lone product no margin', () => {
    expect(rankProducts([product('a', 'Alpha', { s1: 3 })])).toEqual([
      { id: 'a', name: 'Alpha', score: 3, margin: null },
    ]);
  });
});

describe('what would flip the winner', () => {
  it('finds the exact weight of a section at which another product takes first place', () => {
    // Alpha 30 (s1 10, s2 20), Beta 24 (s1 20, s2 4): Security at w, Beta − Alpha = −6 + 10 (w − 1) ≥ 0 at w = 1.6.
    const result = winnerSensitivity(
      [product('a', 'Alpha', { s1: 10, s2: 20 }), product('b', 'Beta', { s1: 20, s2: 4 })],
      SECTIONS,
    );
    expect(result.sections).toEqual([
      { id: 's1', name: 'Security', flip: { weight: { num: 8, den: 5 }, productId: 'b', productName: 'Beta' } },
      { id: 's2', name: 'Price', flip: null },
    ]);
    expect(weightText({ num: 8, den: 5 })).toBe('1.60');
    expect(result.sections.map(sectionFlipText)).toEqual([
      'Security: at weight 1.60 instead of 1, Beta would take first place',
      'Price: No change within 1–5',
    ]);
  });

  it('reports no change when the crossing lies beyond 5, and takes the earliest challenger', () => {
    const result = winnerSensitivity(
      [
        product('a', 'Alpha', { s1: 1, s2: 40 }),
        product('b', 'Beta', { s1: 10, s2: 0 }),
        product('c', 'Gamma', { s1: 30, s2: 0 }),
      ],
      SECTIONS,
    );
    // Gamma: 11 / 29 → w = 40/29; Beta: 31 / 9 → w = 40/9 (later).
    expect(result.sections[0]?.flip).toEqual({ weight: { num: 40, den: 29 }, productId: 'c', productName: 'Gamma' });
    const far = winnerSensitivity([product('a', 'Alpha', { s2: 100 }), product('b', 'Beta', { s1: 10 })], SECTIONS);
    expect(far.sections[0]?.flip).toBeNull();
  });

  it('counts a crossing at exactly 5 and no section of a project with one product', () => {
    const atFive = winnerSensitivity([product('a', 'Alpha', { s2: 50 }), product('b', 'Beta', { s1: 10 })], SECTIONS);
    expect(atFive.sections[0]?.flip?.weight).toEqual({ num: 5, den: 1 });
    const alone = winnerSensitivity([product('a', 'Alpha', { s1: 4 })], SECTIONS);
    expect(alone.sections.map((section) => section.flip)).toEqual([null, null]);
  });
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

/** The first scanned weight k/1000 (k from 1001 to 5000) at which someone ties or passes the leader, exactly. */
function bruteForce(products: readonly SensitivityProduct[], sectionId: string, leaderId: string): number | null {
  const leader = products.find((candidate) => candidate.id === leaderId);
  if (!leader) return null;
  const scaled = (p: SensitivityProduct, k: number) => {
    const total = Object.values(p.points).reduce((sum, points) => sum + points, 0);
    return 1000 * total + (k - 1000) * (p.points[sectionId] ?? 0);
  };
  for (let k = 1001; k <= 5000; k += 1) {
    const top = scaled(leader, k);
    if (products.some((p) => p.id !== leaderId && scaled(p, k) >= top)) return k / 1000;
  }
  return null;
}

describe('against brute force on random projects', () => {
  it('matches the first change of 200 random projects within the scan step', () => {
    const next = random(37);
    let flips = 0;
    for (let project = 0; project < 200; project += 1) {
      const sections = Array.from({ length: 1 + next(4) }, (_, index) => ({ id: `s${index}`, name: `S${index}` }));
      const products = Array.from({ length: 2 + next(5) }, (_, index) =>
        product(
          `p${index}`,
          `P${index}`,
          Object.fromEntries(sections.map((section) => [section.id, next(4) * (1 + next(5)) * (1 + next(6))])),
        ),
      );
      const result = winnerSensitivity(products, sections);
      const leaderId = result.ranking[0]?.id ?? '';
      for (const section of result.sections) {
        const scanned = bruteForce(products, section.id, leaderId);
        const exact = section.flip ? section.flip.weight.num / section.flip.weight.den : null;
        if (exact === null) expect(scanned).toBeNull();
        else {
          flips += 1;
          expect(scanned).not.toBeNull();
          expect(scanned ?? 0).toBeGreaterThanOrEqual(exact - 1e-9);
          expect((scanned ?? 0) - exact).toBeLessThanOrEqual(0.001 + 1e-9);
        }
      }
    }
    expect(flips).toBeGreaterThan(50);
  });
});
