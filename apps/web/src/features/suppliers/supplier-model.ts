import type { ParticipationDisplay } from '@shortlist/domain';
import type { ProjectProductsQuery, VendorDirectoryQuery } from '../../gql/graphql';

/** A row of the Suppliers table (spec 2 §3 Project product, the fields the page reads). */
export type ProjectSupplier = ProjectProductsQuery['projectProducts'][number];
/** A product of the vendor directory in the supplier search card. */
export type VendorProduct = VendorDirectoryQuery['vendorDirectory'][number];

/**
 * The filter bar: a keyword, the chosen display statuses (none: every supplier but blocked ones) and the with-issues
 * quick filter (only suppliers without required service types).
 */
export interface SupplierFilter {
  keyword: string;
  statuses: ParticipationDisplay[];
  withIssues: boolean;
}

export const EMPTY_SUPPLIER_FILTER: SupplierFilter = { keyword: '', statuses: [], withIssues: false };
