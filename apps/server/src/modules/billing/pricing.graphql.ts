import { type PlanLimits, PRICE_INTERVALS, PRICING_PRODUCT_STATUSES } from '@shortlist/domain';
import { access, builder, type Page, PageInput } from '../../core/graphql/index.js';
import {
  defaultPrice,
  listPricingProducts,
  type PlanPriceRow,
  type PricingProduct,
  publicPriceId,
} from './pricing-products.js';

const open = access(true);

export const PricingProductStatusEnum = builder.enumType('PricingProductStatus', { values: PRICING_PRODUCT_STATUSES });
const PriceIntervalEnum = builder.enumType('PriceInterval', { values: PRICE_INTERVALS });

/** A plan's feature limits; null means no limit. */
export const PlanLimitsRef = builder.objectRef<PlanLimits>('PlanLimits').implement({
  authScopes: open,
  fields: (t) => {
    const limit = (key: keyof PlanLimits) => t.int({ nullable: true, resolve: (limits) => limits[key] ?? null });
    return {
      usersCount: limit('usersCount'),
      projectsPerMonth: limit('projectsPerMonth'),
      aiSupplierSearches: limit('aiSupplierSearches'),
      aiQuestionsToSuppliersAttempts: limit('aiQuestionsToSuppliersAttempts'),
      aiClientDiscovery: limit('aiClientDiscovery'),
    };
  },
});

const RecurringRef = builder.objectRef<{ interval: PlanPriceRow['interval'] }>('PriceRecurring').implement({
  authScopes: open,
  fields: (t) => ({ interval: t.field({ type: PriceIntervalEnum, resolve: (recurring) => recurring.interval }) }),
});

const PriceRef = builder.objectRef<PlanPriceRow>('PricingPrice').implement({
  authScopes: open,
  fields: (t) => ({
    id: t.id({
      description: 'The Stripe price id when the price has one (checkout sells it), else the local id.',
      resolve: publicPriceId,
    }),
    unitAmount: t.int({ description: 'Cents per interval.', resolve: (price) => price.unitAmount }),
    recurring: t.field({ type: RecurringRef, resolve: (price) => ({ interval: price.interval }) }),
    active: t.exposeBoolean('active'),
  }),
});

const MetadataRef = builder.objectRef<PricingProduct>('PricingProductMetadata').implement({
  authScopes: open,
  fields: (t) => ({
    period: t.string({ nullable: true, resolve: (plan) => plan.display.period }),
    isPopular: t.boolean({ resolve: (plan) => plan.display.isPopular }),
    buttonText: t.string({ nullable: true, resolve: (plan) => plan.display.buttonText }),
    buttonVariant: t.string({ nullable: true, resolve: (plan) => plan.display.buttonVariant }),
    isFree: t.exposeBoolean('isFree'),
  }),
});

const MarketingFeatureRef = builder.objectRef<{ name: string }>('MarketingFeature').implement({
  authScopes: open,
  fields: (t) => ({ name: t.exposeString('name') }),
});

/** Spec 1 §3 Pricing product: a plan as the pricing page shows it. */
export const PricingProductRef = builder.objectRef<PricingProduct>('PricingProduct').implement({
  authScopes: open,
  fields: (t) => ({
    id: t.exposeID('id'),
    stripeProductId: t.string({ nullable: true, resolve: (plan) => plan.stripeProductId }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    status: t.field({ type: PricingProductStatusEnum, resolve: (plan) => plan.status }),
    metadata: t.field({ type: MetadataRef, resolve: (plan) => plan }),
    images: t.stringList({ resolve: (plan) => plan.images }),
    unitLabel: t.string({ nullable: true, resolve: (plan) => plan.unitLabel }),
    url: t.string({ nullable: true, resolve: (plan) => plan.url }),
    taxCode: t.string({ nullable: true, resolve: (plan) => plan.taxCode }),
    defaultPriceId: t.string({
      nullable: true,
      resolve: (plan) => {
        const price = defaultPrice(plan);
        return price ? publicPriceId(price) : null;
      },
    }),
    prices: t.field({ type: [PriceRef], resolve: (plan) => plan.prices }),
    marketingFeatures: t.field({
      type: [MarketingFeatureRef],
      resolve: (plan) => plan.marketingFeatures.map((name) => ({ name })),
    }),
    limits: t.field({ type: PlanLimitsRef, resolve: (plan) => plan.limits }),
  }),
});

/** Public, unlike pageType's pages (which need a session): visitors read the pricing page. */
const PricingProductPageRef = builder.objectRef<Page<PricingProduct>>('PricingProductPage').implement({
  authScopes: open,
  fields: (t) => ({
    results: t.field({ type: [PricingProductRef], resolve: (page) => page.results }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const PricingProductFilterInput = builder.inputType('PricingProductFilter', {
  fields: (t) => ({ status: t.field({ type: PricingProductStatusEnum }) }),
});

builder.queryFields((t) => ({
  pricingProducts: t.field({
    type: PricingProductPageRef,
    description:
      'The plans (public), cheapest first unless sorted by name or createdAt. Only administrators see plans that are not ACTIVE.',
    authScopes: open,
    args: { pagination: t.arg({ type: PageInput }), filter: t.arg({ type: PricingProductFilterInput }) },
    resolve: (_root, { pagination, filter }, { app, viewer }) => listPricingProducts(app, viewer, pagination, filter),
  }),
}));
