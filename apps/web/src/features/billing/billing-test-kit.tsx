import type { MockedResponse } from '@apollo/client/testing';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Session } from '../../lib/session';
import { buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import type { SubscriptionMetadata } from './billing-api';
import { BillingConfigDocument, PricingProductsDocument } from './billing-documents';

/** Renders a billing element at `path` with a session, Apollo mocks, toasts and a router that names other pages. */
export function renderBilling(
  element: ReactNode,
  options: { session?: Session; mocks?: MockedResponse[]; path?: string } = {},
) {
  return renderInApp(element, {
    ...options,
    path: options.path ?? '/pricing',
    session: options.session ?? buildSession({ profile: null }),
  });
}

export function billingConfigMock(cardPayments: boolean): MockedResponse {
  return {
    request: { query: BillingConfigDocument },
    result: {
      data: { config: { __typename: 'Config', billing: { __typename: 'BillingConfig', cardPayments } } },
    },
  };
}

const price = (id: string, unitAmount: number, interval: 'month' | 'year') => ({
  __typename: 'PricingPrice',
  id,
  unitAmount,
  active: true,
  recurring: { __typename: 'PriceRecurring', interval },
});

const product = (
  id: string,
  name: string,
  prices: ReturnType<typeof price>[],
  metadata: { isFree?: boolean; isPopular?: boolean } = {},
) => ({
  __typename: 'PricingProduct',
  id,
  name,
  description: `${name} plan`,
  status: 'ACTIVE',
  metadata: {
    __typename: 'PricingProductMetadata',
    isPopular: metadata.isPopular ?? false,
    buttonText: null,
    buttonVariant: null,
    isFree: metadata.isFree ?? false,
  },
  prices,
  marketingFeatures: [{ __typename: 'MarketingFeature', name: `${name} feature` }],
});

/** The demo plans: Free, Professional ($49 / $470.40) and Business ($99 / $950.40, popular). */
export const DEMO_PRODUCTS = [
  product('free', 'Free', [price('free-month', 0, 'month')], { isFree: true }),
  product('pro', 'Professional', [price('price_pro_month', 4900, 'month'), price('price_pro_year', 47040, 'year')]),
  product('business', 'Business', [price('price_bus_month', 9900, 'month'), price('price_bus_year', 95040, 'year')], {
    isPopular: true,
  }),
];

const PRODUCTS_VARIABLES = { pagination: { page: 1, pageSize: 10 }, filter: { status: 'ACTIVE' } };

export function productsMock(): MockedResponse {
  return {
    request: { query: PricingProductsDocument, variables: PRODUCTS_VARIABLES },
    result: {
      data: {
        pricingProducts: { __typename: 'PricingProductPage', total: DEMO_PRODUCTS.length, results: DEMO_PRODUCTS },
      },
    },
  };
}

export function failingProductsMock(): MockedResponse {
  return { request: { query: PricingProductsDocument, variables: PRODUCTS_VARIABLES }, error: new Error('boom') };
}

/** A metadata body for a subscription to one of the demo plans. */
export function metadataFor(
  subscription: Partial<NonNullable<SubscriptionMetadata['subscription']>> | null,
): SubscriptionMetadata {
  return {
    subscription:
      subscription === null
        ? null
        : {
            status: 'active',
            currentPeriodEnd: null,
            cancelAtPeriodEnd: false,
            planId: 'free',
            planName: 'Free',
            isFree: true,
            ...subscription,
          },
    metadata: null,
    usage: { users: 1 },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch for the REST routes: `routes['METHOD /path']` gives [status, body]. Returns the mock to inspect calls. */
export function stubRest(routes: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (route === undefined) return json(404, { message: `No stub for ${key}`, code: 'NOT_FOUND' });
    return json(route[0], route[1]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
