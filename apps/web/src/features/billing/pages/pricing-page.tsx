import { useQuery } from '@apollo/client/react';
import { Alert, Box, CircularProgress, Container, Typography } from '@mui/material';
import { type BillingPeriod, planManagers, saveBadge } from '@shortlist/domain';
import { useMemo, useState } from 'react';
import { useAccess, useSession } from '../../../lib/session';
import { BillingConfigDocument, PricingProductsDocument } from '../billing-documents';
import { BillingPeriodToggle } from '../components/billing-period-toggle';
import { EnterpriseCard } from '../components/enterprise-card';
import { PlanCard } from '../components/plan-card';
import { usePlanActions } from '../hooks/use-plan-actions';
import { useSubscription } from '../hooks/use-subscription';
import { toPlanCard } from '../pricing-plans';

/** Spec 1 §9, spec 3 §9: the pricing page lists up to 10 active plans. */
export const PRICING_PAGE_SIZE = 10;
export const PLANS_UNAVAILABLE = 'Plans could not be loaded right now. Please try again later.';

/**
 * Spec 3 §2, §4, §9: the plan cards with a monthly / annual toggle and the fixed Enterprise card. A failed plans query
 * still shows the page (the Enterprise card and a notice).
 */
export function PricingPage() {
  const { profile } = useSession();
  const signedIn = profile !== null;
  const can = useAccess();
  const [period, setPeriod] = useState<BillingPeriod>('month');
  const subscription = useSubscription();
  const actions = usePlanActions(subscription);
  const config = useQuery(BillingConfigDocument);
  const products = useQuery(PricingProductsDocument, {
    variables: { pagination: { page: 1, pageSize: PRICING_PAGE_SIZE }, filter: { status: 'ACTIVE' } },
    fetchPolicy: 'cache-and-network',
  });
  const plans = useMemo(() => (products.data?.pricingProducts.results ?? []).map(toPlanCard), [products.data]);
  const current = subscription.data?.subscription ?? null;
  const subscribedPlan = plans.find((plan) => plan.id === current?.planId) ?? null;
  const loading =
    (products.loading && products.data === undefined) ||
    (config.loading && config.data === undefined) ||
    subscription.loading;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" align="center" gutterBottom>
        Pricing
      </Typography>
      <Typography align="center" color="text.secondary" sx={{ mb: 3 }}>
        Choose the plan that fits your team. Change it whenever you need to.
      </Typography>
      <BillingPeriodToggle value={period} onChange={setPeriod} saveBadge={saveBadge(plans)} />
      {signedIn && subscription.error ? (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {subscription.error}
        </Alert>
      ) : null}
      {products.error && plans.length === 0 ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {PLANS_UNAVAILABLE}
        </Alert>
      ) : null}
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading plans" />
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {loading
          ? null
          : plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                period={period}
                subscription={signedIn ? current : null}
                subscribedPlan={subscribedPlan}
                signedIn={signedIn}
                canManage={can(planManagers)}
                cardPayments={config.data?.config.billing.cardPayments ?? false}
                actions={actions}
              />
            ))}
        <EnterpriseCard />
      </Box>
    </Container>
  );
}
