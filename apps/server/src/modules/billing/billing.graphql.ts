import { type InvitationAllowance, SUBSCRIPTION_STATUSES } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { ConfigRef } from '../accounts/index.js';
import { CompanyRef } from '../admin/index.js';
import { invitationAllowanceOf } from './limits.js';
import { PlanLimitsRef } from './pricing.graphql.js';
import { assignPlan, cancelSubscription, startFreeSubscription } from './subscription-commands.js';
import { type CompanySubscription, companiesSubscriptions, type PlanRow } from './subscriptions.js';

const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', { values: SUBSCRIPTION_STATUSES });

const BillingConfigRef = builder.objectRef<{ cardPayments: boolean }>('BillingConfig').implement({
  authScopes: access(true),
  fields: (t) => ({
    cardPayments: t.exposeBoolean('cardPayments', {
      description: 'True when card payments (Stripe) are configured; otherwise administrators assign plans.',
    }),
  }),
});

builder.objectField(ConfigRef, 'billing', (t) =>
  t.field({
    type: BillingConfigRef,
    authScopes: access(true),
    resolve: (_config, _args, { app }) => ({ cardPayments: app.stripe !== null }),
  }),
);

const SubscriptionPlanRef = builder.objectRef<PlanRow>('SubscriptionPlan').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), isFree: t.exposeBoolean('isFree') }),
});

/** A company's subscription: spec 1 §3 Subscription with its plan and the plan's limits. */
const CompanySubscriptionRef = builder.objectRef<CompanySubscription>('CompanySubscription').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    status: t.field({ type: SubscriptionStatusEnum, resolve: (subscription) => subscription.status }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', nullable: true }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
    plan: t.field({ type: SubscriptionPlanRef, resolve: (subscription) => subscription.plan }),
    limits: t.field({ type: PlanLimitsRef, resolve: (subscription) => subscription.plan.limits }),
  }),
});

const InvitationAllowanceRef = builder.objectRef<InvitationAllowance>('InvitationAllowance').implement({
  authScopes: access('MANAGE_USERS'),
  fields: (t) => ({
    active: t.exposeBoolean('active', { description: 'Whether the company has an active subscription.' }),
    current: t.exposeInt('current', { description: 'Users who are not DISABLED.' }),
    max: t.int({ nullable: true, description: 'null: no limit.', resolve: (allowance) => allowance.max }),
    remaining: t.int({ nullable: true, description: 'null: no limit.', resolve: (allowance) => allowance.remaining }),
  }),
});

// Loaded for every company of the page at once (issue 12: no N+1).
builder.objectField(CompanyRef, 'subscription', (t) =>
  t.loadable({
    type: CompanySubscriptionRef,
    nullable: true,
    description: "The company's subscription (administrators); null when it has none.",
    authScopes: access('MANAGE_BROKERS'),
    load: (companyIds: string[], { app }) => companiesSubscriptions(app.db, companyIds),
    sort: (subscription) => subscription.companyId,
    resolve: (company) => company.id,
  }),
);

builder.queryFields((t) => ({
  invitationAllowance: t.field({
    type: InvitationAllowanceRef,
    description: "Spec 1 §8: how many more users the plan of the viewer's company allows.",
    authScopes: access('MANAGE_USERS'),
    resolve: (_root, _args, context) => invitationAllowanceOf(context.app, signedInViewer(context).company.id),
  }),
}));

builder.mutationFields((t) => ({
  createFreeSubscription: t.field({
    type: CompanySubscriptionRef,
    authScopes: access('MANAGE_USERS'),
    resolve: (_root, _args, context) => startFreeSubscription(context.app, signedInViewer(context)),
  }),
  cancelSubscription: t.field({
    type: CompanySubscriptionRef,
    authScopes: access('MANAGE_USERS'),
    resolve: (_root, _args, context) => cancelSubscription(context.app, signedInViewer(context)),
  }),
  assignPlan: t.field({
    type: CompanySubscriptionRef,
    description: 'Administrators, self-hosted billing only: puts the company on the plan (active, no end).',
    authScopes: access('MANAGE_BROKERS'),
    args: { companyId: t.arg.id({ required: true }), planId: t.arg.id({ required: true }) },
    resolve: (_root, { companyId, planId }, context) =>
      assignPlan(context.app, signedInViewer(context), { companyId, planId }),
  }),
}));
