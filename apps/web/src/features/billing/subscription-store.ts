import { BILLING_MESSAGES } from '@shortlist/domain';
import { reportError } from '../../lib/report-error';
import type { SubscriptionMetadata } from './billing-api';

/** The company's subscription as last read from the server, for one signed-in user and company (the key). */
export interface SubscriptionSnapshot {
  key: string | null;
  loading: boolean;
  data: SubscriptionMetadata | null;
  /** BILLING_MESSAGES.fetchFailed after a failed read (the data is then cleared). */
  error: string | null;
}

const EMPTY: SubscriptionSnapshot = { key: null, loading: false, data: null, error: null };
let snapshot: SubscriptionSnapshot = EMPTY;
let inflight: { key: string; promise: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function publish(next: SubscriptionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeToSubscription(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const subscriptionSnapshot = (): SubscriptionSnapshot => snapshot;

/**
 * Reads GET /api/subscription/metadata once per key (every part of the page shares the answer); `force` reads again.
 * Spec 1 §8: a failed read clears the data and reports 'Failed to fetch subscription metadata'.
 */
export function loadSubscription(key: string, force = false): Promise<void> {
  if (inflight !== null && inflight.key === key) return inflight.promise;
  if (!force && snapshot.key === key) return Promise.resolve();
  publish({ key, loading: true, data: snapshot.key === key ? snapshot.data : null, error: null });
  // The billing API (and its response schemas) loads on the first read, which only a signed-in user makes.
  const promise = import('./billing-api')
    .then(({ fetchSubscriptionMetadata }) => fetchSubscriptionMetadata())
    .then(
      (data) => {
        if (snapshot.key === key) publish({ key, loading: false, data, error: null });
      },
      (error: unknown) => {
        reportError(error, BILLING_MESSAGES.fetchFailed);
        if (snapshot.key === key) publish({ key, loading: false, data: null, error: BILLING_MESSAGES.fetchFailed });
      },
    );
  const current = {
    key,
    promise: promise.finally(() => {
      if (inflight === current) inflight = null;
    }),
  };
  inflight = current;
  return current.promise;
}

/** Stores a body the server answered with (free plan, cancel) without another read. */
export function storeSubscription(key: string, data: SubscriptionMetadata): void {
  publish({ key, loading: false, data, error: null });
}

/** Forgets everything (tests; nothing in the app needs it since the key changes with the user). */
export function resetSubscriptionStore(): void {
  inflight = null;
  publish(EMPTY);
}
