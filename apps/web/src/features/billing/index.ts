import { lazyNamed } from '../../lib/lazy-named';

export { AssignPlanDocument, BillingConfigDocument, PricingProductsDocument } from './billing-documents';
export { DEMO_PRODUCTS } from './billing-test-kit';
export { InvitationAllowanceNotice } from './components/invitation-allowance-notice';
export { InvitationLimitDialog } from './components/invitation-limit-dialog';
export { atInvitationLimit, useInvitationAllowance } from './hooks/use-invitation-allowance';
export { useSubscription } from './hooks/use-subscription';
export { type PlanLimitRefusal, planLimitRefusal } from './plan-limit-error';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./pages/pricing-page');
export const PricingPage = lazyNamed(pages, 'PricingPage');
