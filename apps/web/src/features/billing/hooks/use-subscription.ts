import { isActiveSubscription } from '@shortlist/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session';
import type { SubscriptionMetadata } from '../billing-api';
import {
  loadSubscription,
  storeSubscription,
  subscribeToSubscription,
  subscriptionSnapshot,
} from '../subscription-store';

export interface SubscriptionState {
  /** True until the first answer for the signed-in user; always false when signed out. */
  loading: boolean;
  data: SubscriptionMetadata | null;
  /** 'Failed to fetch subscription metadata' after a failed read. */
  error: string | null;
  /** Active or trialing (spec 1 §4). */
  active: boolean;
  refetch: () => Promise<void>;
  /** Keeps a body the server answered with (after choosing the free plan or cancelling). */
  store: (data: SubscriptionMetadata) => void;
}

/**
 * The company's subscription (GET /api/subscription/metadata), read only while signed in and shared by every caller:
 * the top bar's Upgrade button, the pricing page and the limits notices.
 */
export function useSubscription(): SubscriptionState {
  const { profile } = useSession();
  const key = profile === null ? null : `${profile.id}:${profile.company.id}`;
  const snapshot = useSyncExternalStore(subscribeToSubscription, subscriptionSnapshot);
  useEffect(() => {
    if (key !== null) void loadSubscription(key);
  }, [key]);
  const refetch = useCallback(() => (key === null ? Promise.resolve() : loadSubscription(key, true)), [key]);
  const store = useCallback(
    (data: SubscriptionMetadata) => {
      if (key !== null) storeSubscription(key, data);
    },
    [key],
  );

  const mine = key !== null && snapshot.key === key ? snapshot : null;
  const data = mine?.data ?? null;
  return {
    loading: key !== null && (mine === null || (mine.loading && data === null)),
    data,
    error: mine?.error ?? null,
    active: isActiveSubscription(data?.subscription?.status),
    refetch,
    store,
  };
}
