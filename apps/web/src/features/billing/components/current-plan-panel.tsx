import { Alert, Button } from '@mui/material';
import { daysUntilExpiry, expiryNotice, isActiveSubscription } from '@shortlist/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { CompanySubscriptionInfo } from '../billing-api';
import type { PlanActions } from '../hooks/use-plan-actions';
import type { PlanCardData } from '../pricing-plans';

export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel your subscription? Your plan stays available until the end of the current period, then your company moves to the free plan.';

interface CurrentPlanPanelProps {
  plan: PlanCardData;
  subscription: CompanySubscriptionInfo;
  canManage: boolean;
  cardPayments: boolean;
  actions: PlanActions;
}

/**
 * Spec 1 §4, spec 3 §4: on the company's current plan, the days left of a trial or a cancelled plan, Cancel
 * subscription (paid plans not already cancelling) and Manage billing (card payments).
 */
export function CurrentPlanPanel({ plan, subscription, canManage, cardPayments, actions }: CurrentPlanPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const notice = expiryNotice({
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    daysLeft: daysUntilExpiry(subscription.currentPeriodEnd),
  });
  const paid = !plan.isFree && !subscription.isFree;
  const canCancel = canManage && paid && isActiveSubscription(subscription.status) && !subscription.cancelAtPeriodEnd;

  return (
    <>
      {notice ? <Alert severity={subscription.cancelAtPeriodEnd ? 'warning' : 'info'}>{notice}</Alert> : null}
      {canManage && paid && cardPayments ? (
        <Button variant="text" onClick={() => void actions.manageBilling()} disabled={actions.busy}>
          Manage billing
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="text" color="error" onClick={() => setConfirming(true)} disabled={actions.busy}>
          Cancel subscription
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Cancel subscription"
        message={CANCEL_CONFIRMATION}
        confirmLabel="Cancel subscription"
        cancelLabel="Keep plan"
        busy={actions.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void actions.cancel();
        }}
      />
    </>
  );
}
