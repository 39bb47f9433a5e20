import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metadataFor, stubRest } from './billing-test-kit';
import { loadSubscription, resetSubscriptionStore, subscriptionSnapshot } from './subscription-store';

beforeEach(() => resetSubscriptionStore());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the subscription store', () => {
  it('reads the metadata once per user and company, and again when forced', async () => {
    const fetchMock = stubRest({ 'GET /api/subscription/metadata': [200, metadataFor({})] });
    await Promise.all([loadSubscription('user-1:company-1'), loadSubscription('user-1:company-1')]);
    await loadSubscription('user-1:company-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(subscriptionSnapshot()).toMatchObject({ key: 'user-1:company-1', loading: false, error: null });
    expect(subscriptionSnapshot().data?.subscription?.planName).toBe('Free');

    await loadSubscription('user-1:company-1', true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await loadSubscription('user-2:company-1');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('clears the data and keeps the spec message when the read fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes: Record<string, [number, unknown]> = { 'GET /api/subscription/metadata': [200, metadataFor({})] };
    stubRest(routes);
    await loadSubscription('user-1:company-1');
    routes['GET /api/subscription/metadata'] = [500, { message: 'Down', code: 'INTERNAL' }];
    await loadSubscription('user-1:company-1', true);
    expect(subscriptionSnapshot()).toEqual({
      key: 'user-1:company-1',
      loading: false,
      data: null,
      error: 'Failed to fetch subscription metadata',
    });
    expect(logged).toHaveBeenCalledWith('[shortlist] Failed to fetch subscription metadata', expect.anything());
  });
});
