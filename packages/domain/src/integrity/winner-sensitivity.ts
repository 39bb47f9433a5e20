import { compareScoredProducts } from '../scoring/scores.js';

/**
 * Issue 37 item 5, "What would flip the winner". The model: a section's weight is a multiplier w on its questions'
 * weights, 1 for every section today. For each section alone, w runs over (1, 5]; a product's score at w is its score
 * today plus (w − 1) × its points in that section. First place changes at the smallest w at which another product
 * ties or passes today's leader. Points are whole numbers (weights and ratings are), so that w is an exact fraction.
 */
export const SECTION_WEIGHT_MAX = 5;

export interface SensitivityProduct {
  id: string;
  name: string;
  /** Points per section id: Σ weight × rating over its scored answers (No Rate and unrated count 0). */
  points: Readonly<Record<string, number>>;
}

export interface SensitivitySection {
  id: string;
  name: string;
}

/** An exact weight: num / den, in lowest terms, den > 0. */
export interface ExactWeight {
  num: number;
  den: number;
}

export interface RankedProduct {
  id: string;
  name: string;
  score: number;
  /** The leader: its lead over the second; the others: the gap to the one above; null for a lone product. */
  margin: number | null;
}

export interface SectionFlip {
  id: string;
  name: string;
  /** The smallest section weight in (1, 5] at which `product` ties or passes the leader; null: no change within 1–5. */
  flip: { weight: ExactWeight; productId: string; productName: string } | null;
}

export interface WinnerSensitivity {
  ranking: RankedProduct[];
  sections: SectionFlip[];
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

const reduced = (num: number, den: number): ExactWeight => {
  const divisor = gcd(num, den) || 1;
  return { num: num / divisor, den: den / divisor };
};

/** a < b for exact weights. */
const lighter = (a: ExactWeight, b: ExactWeight): boolean => a.num * b.den < b.num * a.den;

const scoreOf = (product: SensitivityProduct): number =>
  Object.values(product.points).reduce((sum, points) => sum + points, 0);

/** The products in today's winner order (compareScoredProducts), each with its score and margin. */
export function rankProducts(products: readonly SensitivityProduct[]): RankedProduct[] {
  const scored = products.map((product) => ({
    id: product.id,
    name: product.name,
    score: scoreOf(product),
    accepted: true,
    winner: false,
    submitted: true,
  }));
  scored.sort(compareScoredProducts);
  return scored.map(({ id, name, score }, index) => {
    const neighbour = index === 0 ? scored[1] : scored[index - 1];
    const margin = neighbour ? Math.abs(score - neighbour.score) : null;
    return { id, name, score, margin };
  });
}

/**
 * The smallest w in (1, 5] at which `challenger` ties or passes `leader` when the section's weight is w, or null.
 * With gap g = leader's score − challenger's score (≥ 0) and slope d = challenger's section points − the leader's, the
 * challenger reaches the leader at w = 1 + g / d (d > 0); already tied with an equal slope, at any w (reported as 1).
 */
function crossing(gap: number, slope: number): ExactWeight | null {
  if (slope > 0) {
    const weight = reduced(slope + gap, slope);
    return weight.num <= SECTION_WEIGHT_MAX * weight.den ? weight : null;
  }
  return gap === 0 && slope === 0 ? { num: 1, den: 1 } : null;
}

function sectionFlip(ranking: readonly RankedProduct[], byId: ReadonlyMap<string, SensitivityProduct>, id: string) {
  const [leader, ...others] = ranking;
  if (!leader) return null;
  const leaderPoints = byId.get(leader.id)?.points[id] ?? 0;
  let best: SectionFlip['flip'] = null;
  for (const other of others) {
    const weight = crossing(leader.score - other.score, (byId.get(other.id)?.points[id] ?? 0) - leaderPoints);
    // Challengers reaching the leader at the same weight tie there; the ranking order (by name) picks the first.
    if (weight && (!best || lighter(weight, best.weight))) {
      best = { weight, productId: other.id, productName: other.name };
    }
  }
  return best;
}

/** The ranking with margins, and per section the smallest weight change that changes first place. */
export function winnerSensitivity(
  products: readonly SensitivityProduct[],
  sections: readonly SensitivitySection[],
): WinnerSensitivity {
  const ranking = rankProducts(products);
  const byId = new Map(products.map((product) => [product.id, product]));
  return {
    ranking,
    sections: sections.map(({ id, name }) => ({ id, name, flip: sectionFlip(ranking, byId, id) })),
  };
}

/** An exact weight as the panel shows it: two decimals. */
export const weightText = ({ num, den }: ExactWeight): string => (num / den).toFixed(2);

/** What the panel says of a section: the weight that would flip first place, or none within 1–5. */
export const sectionFlipText = (section: {
  name: string;
  flip: { weight: ExactWeight; productName: string } | null;
}): string =>
  section.flip
    ? `${section.name}: at weight ${weightText(section.flip.weight)} instead of 1, ${section.flip.productName} would take first place`
    : `${section.name}: No change within 1–${SECTION_WEIGHT_MAX}`;
