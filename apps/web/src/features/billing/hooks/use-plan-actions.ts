import { BILLING_MESSAGES, MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toUserMessage } from '../../../lib/errors';
import { PROJECT_WIZARD_PATH, REGISTER_PATH } from '../../../lib/paths';
import { rememberRedirectTarget } from '../../../lib/redirect-target';
import { reportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';
import { PRICING_PATH } from '../../public';
import { cancelSubscription, createCheckoutSession, createPortalSession, startFreeSubscription } from '../billing-api';
import type { SubscriptionState } from './use-subscription';

/** Leaves the site for the card payment provider; a seam for tests. */
export const browser = { assign: (url: string) => window.location.assign(url) };

const siteUrl = (path: string) => `${window.location.origin}${path}`;

/** The message of a failed billing call: the server's own, else `fallback`. */
const messageOf = (error: unknown, fallback: string) => {
  const message = toUserMessage(error);
  return message === MESSAGES.generic ? fallback : message;
};

/** What the plan buttons do (spec 3 §4, §7, §8). */
export function usePlanActions(subscription: SubscriptionState) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  /** A visitor registers first and comes back to the pricing page after signing in. */
  const register = () => {
    rememberRedirectTarget(PRICING_PATH);
    void navigate(REGISTER_PATH);
  };

  const selectFree = () =>
    run(async () => {
      try {
        subscription.store(await startFreeSubscription());
        void navigate(PROJECT_WIZARD_PATH);
      } catch (error) {
        reportError(error, BILLING_MESSAGES.freeFailed);
        enqueueSnackbar(BILLING_MESSAGES.freeFailed, { variant: 'error' });
      }
    });

  /** Spec 3 §8: checkout failures are only logged. */
  const checkout = (priceId: string) =>
    run(async () => {
      try {
        const { url } = await createCheckoutSession({
          priceId,
          customerEmail: profile?.email ?? '',
          successUrl: siteUrl(`${PRICING_PATH}?checkout=success`),
          cancelUrl: siteUrl(PRICING_PATH),
        });
        browser.assign(url);
      } catch (error) {
        reportError(error, 'Checkout failed');
      }
    });

  const manageBilling = () =>
    run(async () => {
      try {
        const { url } = await createPortalSession(siteUrl(PRICING_PATH));
        browser.assign(url);
      } catch (error) {
        enqueueSnackbar(toUserMessage(error), { variant: 'error' });
      }
    });

  /** Spec 1 §7: the answer is read, then the metadata is read again. */
  const cancel = () =>
    run(async () => {
      try {
        subscription.store(await cancelSubscription());
      } catch (error) {
        enqueueSnackbar(messageOf(error, BILLING_MESSAGES.cancelFailed), { variant: 'error' });
      }
      await subscription.refetch();
    });

  return { busy, register, selectFree, checkout, manageBilling, cancel };
}

export type PlanActions = ReturnType<typeof usePlanActions>;
