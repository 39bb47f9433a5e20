import { compareScoredProducts } from '@shortlist/domain';
import type { BlindView } from '../../../core/tenancy/index.js';
import type { ProductTally, scoredProductRows } from '../../scoring/index.js';
import { supplierTitle } from '../../suppliers/index.js';

/** A product of the report with its score in the scope, as the scoring page counts it over every scored question. */
export interface ReportProduct extends ProductTally {
  id: string;
  /** 'Vendor — Product', as the scoring page names it. */
  name: string;
  vendorName: string;
  productName: string;
  winner: boolean;
}

type ProductRow = Awaited<ReturnType<typeof scoredProductRows>>[number];

const NOTHING_SCORED: ProductTally = { score: 0, rated: 0, total: 0 };

/**
 * The products asked for among the scored ones, each with its tally: in the comparison's order, else in the scoring
 * page's (by score).
 */
export function chosenProducts(
  scored: ProductRow[],
  tallies: ReadonlyMap<string, ProductTally>,
  productIds: readonly string[],
  comparisonOrder: string[] | null,
  blind: BlindView | null = null,
): ReportProduct[] {
  const asked = new Set(productIds);
  const byId = new Map(
    scored
      .filter((product) => asked.has(product.id))
      .map((product): [string, ReportProduct] => [
        product.id,
        {
          id: product.id,
          name: blind
            ? blind.aliasOf(product.id)
            : supplierTitle(product.vendorName, product.productName, product.email),
          vendorName: blind ? '' : product.vendorName,
          productName: blind ? blind.aliasOf(product.id) : product.productName,
          winner: product.winner,
          ...(tallies.get(product.id) ?? NOTHING_SCORED),
        },
      ]),
  );
  if (comparisonOrder) return comparisonOrder.flatMap((id) => byId.get(id) ?? []);
  return [...byId.values()].sort((a, b) =>
    compareScoredProducts({ ...a, accepted: true, submitted: true }, { ...b, accepted: true, submitted: true }),
  );
}
