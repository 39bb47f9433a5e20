import { RETENTION_GROUPS, type RetentionPeriods } from '@shortlist/domain';
import { viewerActor } from '../../core/audit/index.js';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { terminateCompany } from './company-termination.js';
import { assertPlatformAdministrator } from './retention-access.js';
import { applyRetention, type RetentionCounts } from './retention-apply.js';
import { planRetention, type RetentionGroupPlan, type RetentionRow } from './retention-plan.js';
import { loadRetentionPeriods, saveRetentionPeriods } from './retention-settings.js';

const RetentionSettingsRef = builder.objectRef<RetentionPeriods>('RetentionSettings').implement({
  description: 'Issue 38: the platform\u2019s retention periods, in whole months.',
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    projectMonths: t.exposeInt('projectMonths'),
    accountMonths: t.exposeInt('accountMonths'),
    analyticsMonths: t.exposeInt('analyticsMonths'),
    auditMonths: t.exposeInt('auditMonths'),
  }),
});

const RetentionRowRef = builder.objectRef<RetentionRow>('RetentionRow').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    label: t.exposeString('label'),
    date: t.expose('date', { type: 'DateTime' }),
  }),
});

const RetentionGroupRef = builder.objectRef<RetentionGroupPlan>('RetentionGroupPlan').implement({
  description: 'What the next retention run would remove or anonymise in one group: the count and the oldest rows.',
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    group: t.exposeString('group'),
    description: t.string({ resolve: (plan) => RETENTION_GROUPS[plan.group] }),
    cutoff: t.expose('cutoff', { type: 'DateTime' }),
    count: t.exposeInt('count'),
    rows: t.field({ type: [RetentionRowRef], resolve: (plan) => plan.rows }),
  }),
});

const RetentionRunRef = builder.objectRef<RetentionCounts>('RetentionRun').implement({
  description: 'What a retention run removed or anonymised, per group.',
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    projects: t.exposeInt('projects'),
    accounts: t.exposeInt('accounts'),
    analytics: t.exposeInt('analytics'),
    audit: t.exposeInt('audit'),
  }),
});

const RetentionSettingsInput = builder.inputType('RetentionSettingsInput', {
  fields: (t) => ({
    projectMonths: t.int({ required: true }),
    accountMonths: t.int({ required: true }),
    analyticsMonths: t.int({ required: true }),
    auditMonths: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  retentionSettings: t.field({
    type: RetentionSettingsRef,
    description: 'Issue 38, platform administrators: the retention periods.',
    authScopes: access('SIGNED_IN'),
    resolve: (_root, _args, context) => {
      assertPlatformAdministrator(signedInViewer(context));
      return loadRetentionPeriods(context.app.db);
    },
  }),
  retentionDryRun: t.field({
    type: [RetentionGroupRef],
    description: 'Issue 38, platform administrators: what a retention run now would remove, per group.',
    authScopes: access('SIGNED_IN'),
    resolve: async (_root, _args, context) => {
      assertPlatformAdministrator(signedInViewer(context));
      const plan = await planRetention(context.app.db, await loadRetentionPeriods(context.app.db), new Date());
      return Object.values(plan);
    },
  }),
}));

builder.mutationFields((t) => ({
  updateRetentionSettings: t.field({
    type: RetentionSettingsRef,
    description: 'Issue 38, platform administrators: saves the periods (whole months, each at least its minimum).',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: RetentionSettingsInput, required: true }) },
    resolve: (_root, args, context) => {
      assertPlatformAdministrator(signedInViewer(context));
      return saveRetentionPeriods(context.app.db, args.input);
    },
  }),
  terminateCompany: t.field({
    type: 'DateTime',
    description:
      'Issue 38, platform administrators: terminates the company (its users cannot sign in; its administrators may ' +
      'export its data for 30 days). Returns when.',
    authScopes: access('SIGNED_IN'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => terminateCompany(context.app, signedInViewer(context), String(args.id)),
  }),
  applyRetention: t.field({
    type: RetentionRunRef,
    description: 'Issue 38, platform administrators: applies the periods now (what the daily job does).',
    authScopes: access('SIGNED_IN'),
    resolve: (_root, _args, context) => {
      const viewer = signedInViewer(context);
      assertPlatformAdministrator(viewer);
      return applyRetention(context.app, new Date(), viewerActor(viewer));
    },
  }),
}));
