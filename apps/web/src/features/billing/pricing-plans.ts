import type { BillingPeriod, PricingPlan } from '@shortlist/domain';
import type { PricingProductsQuery } from '../../gql/graphql';

export type PricingProduct = PricingProductsQuery['pricingProducts']['results'][number];

/** A plan card's data: the domain's view of the plan plus what the card shows. */
export interface PlanCardData extends PricingPlan {
  name: string;
  description: string | null;
  isPopular: boolean;
  buttonVariant: ButtonVariant | null;
  features: readonly string[];
}

type ButtonVariant = 'contained' | 'outlined' | 'text';
const isButtonVariant = (variant: string): variant is ButtonVariant =>
  variant === 'contained' || variant === 'outlined' || variant === 'text';

const toInterval = (interval: string | null | undefined): BillingPeriod | null => {
  const value = interval?.toLowerCase();
  return value === 'month' || value === 'year' ? value : null;
};

const toButtonVariant = (variant: string | null | undefined): ButtonVariant | null =>
  variant !== null && variant !== undefined && isButtonVariant(variant) ? variant : null;

/** Turns a pricing product of the API into a plan card; prices without a monthly or yearly interval are left out. */
export function toPlanCard(product: PricingProduct): PlanCardData {
  const prices = product.prices.flatMap((price) => {
    const interval = toInterval(price.recurring?.interval);
    return interval === null ? [] : [{ id: price.id, unitAmount: price.unitAmount, interval, active: price.active }];
  });
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? null,
    isFree: product.metadata?.isFree ?? false,
    isPopular: product.metadata?.isPopular ?? false,
    buttonText: product.metadata?.buttonText ?? null,
    buttonVariant: toButtonVariant(product.metadata?.buttonVariant),
    prices,
    features: product.marketingFeatures.map((feature) => feature.name),
  };
}

/** '$49', '$0', '$49.99'. */
export const formatDollars = (amount: number): string =>
  Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
