import { Button, Typography } from '@mui/material';
import {
  type BillingPeriod,
  type CurrentSubscription,
  type PlanButton,
  planButton,
  priceDisplay,
} from '@shortlist/domain';
import type { CompanySubscriptionInfo } from '../billing-api';
import type { PlanActions } from '../hooks/use-plan-actions';
import { formatDollars, type PlanCardData } from '../pricing-plans';
import { ContactSalesButton } from './contact-sales-button';
import { CurrentPlanPanel } from './current-plan-panel';
import { PlanCardFrame } from './plan-card-frame';

/** Without card payments nobody buys a plan here; the card says who assigns it (self-hosted billing). */
export const ASSIGNED_BY_ADMINISTRATOR =
  'Paid plans are assigned by the platform administrator. Contact us to change your plan.';
/** A signed-in user without MANAGE_USERS may look but not change the company's plan (the server refuses). */
export const ASK_ADMINISTRATOR = "Ask your company's administrator to change the plan.";

export interface PlanCardProps {
  plan: PlanCardData;
  period: BillingPeriod;
  subscription: CompanySubscriptionInfo | null;
  subscribedPlan: PlanCardData | null;
  signedIn: boolean;
  /** Holds MANAGE_USERS: may change the company's billing. */
  canManage: boolean;
  cardPayments: boolean;
  actions: PlanActions;
}

/** Spec 3 §9: one plan card with its price for the period, its features and the button the rules give. */
export function PlanCard(props: PlanCardProps) {
  const { plan, period, subscription, subscribedPlan, signedIn } = props;
  const current: CurrentSubscription | null = subscription;
  const price = priceDisplay(plan, period);
  const state = planButton({ plan, subscription: current, subscribedPlan, signedIn });
  const isSubscribed =
    signedIn && subscription !== null && (subscription.planId === plan.id || (plan.isFree && subscription.isFree));

  return (
    <PlanCardFrame
      name={plan.name}
      description={plan.description}
      price={formatDollars(price.amount)}
      periodText={price.periodText}
      note={price.note}
      popular={plan.isPopular}
      features={plan.features}
    >
      <PlanCardButton {...props} state={state} priceId={price.priceId} />
      {isSubscribed && subscription !== null ? (
        <CurrentPlanPanel
          plan={plan}
          subscription={subscription}
          canManage={props.canManage}
          cardPayments={props.cardPayments}
          actions={props.actions}
        />
      ) : null}
    </PlanCardFrame>
  );
}

interface PlanCardButtonProps extends PlanCardProps {
  state: PlanButton;
  priceId: string | null;
}

function PlanCardButton({ plan, state, priceId, signedIn, canManage, cardPayments, actions }: PlanCardButtonProps) {
  const variant = plan.buttonVariant ?? (plan.isPopular ? 'contained' : 'outlined');
  const caption = (text: string) => (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
  const paidPurchase = state.state === 'selectPlan' || state.state === 'upgrade' || state.state === 'reactivatePlan';

  if (state.disabled) {
    return (
      <Button variant={variant} disabled>
        {state.label}
      </Button>
    );
  }
  if (paidPurchase && !cardPayments) {
    return (
      <>
        {caption(ASSIGNED_BY_ADMINISTRATOR)}
        <ContactSalesButton variant={variant} />
      </>
    );
  }
  if (!signedIn) {
    return (
      <Button variant={variant} onClick={actions.register}>
        {state.label}
      </Button>
    );
  }
  if (!canManage) {
    return (
      <>
        <Button variant={variant} disabled>
          {state.label}
        </Button>
        {caption(ASK_ADMINISTRATOR)}
      </>
    );
  }
  const onClick = plan.isFree
    ? () => void actions.selectFree()
    : priceId === null
      ? undefined
      : () => void actions.checkout(priceId);
  return (
    <Button variant={variant} onClick={onClick} disabled={actions.busy || onClick === undefined}>
      {state.label}
    </Button>
  );
}
