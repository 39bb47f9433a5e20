import { forbidden } from '../../core/errors.js';
import { access, builder, PageInput, pageType, signedInViewer } from '../../core/graphql/index.js';
import { jsonText, readableChange } from './audit-change.js';
import { type AuditCheck, checkAuditTrail } from './audit-check.js';
import { type AuditEntryView, auditChoices, listAuditEntries } from './audit-queries.js';
import { readsEveryTrail } from './audit-scope.js';

const AuditEntryRef = builder.objectRef<AuditEntryView>('AuditEntry').implement({
  description: 'Issue 38: one entry of the audit trail: who did what to which record, when and from where.',
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.id({ resolve: (entry) => String(entry.seq) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    companyName: t.exposeString('companyName', { nullable: true }),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    onBehalf: t.exposeBoolean('onBehalf'),
    actorCompanyName: t.exposeString('actorCompanyName', {
      nullable: true,
      description: 'The company of an administrator who acted on behalf of this one, if it is still there.',
    }),
    kind: t.exposeString('kind'),
    kindLabel: t.exposeString('kindLabel'),
    projectId: t.exposeID('projectId', { nullable: true }),
    projectName: t.exposeString('projectName', { nullable: true }),
    targetType: t.exposeString('targetType', { nullable: true }),
    targetLabel: t.string({ nullable: true, resolve: (entry) => entry.targetLabel ?? entry.targetId }),
    before: t.string({ nullable: true, description: 'JSON', resolve: (entry) => jsonText(entry.before) }),
    after: t.string({ nullable: true, description: 'JSON', resolve: (entry) => jsonText(entry.after) }),
    change: t.string({ resolve: (entry) => readableChange(entry.before, entry.after) }),
    address: t.exposeString('address', { nullable: true }),
  }),
});

const AuditEntryPageRef = pageType('AuditEntry', AuditEntryRef);

const AuditFilterInput = builder.inputType('AuditFilter', {
  fields: (t) => ({
    companyId: t.id({ description: 'Platform administrators only: one company\u2019s trail.' }),
    userId: t.id(),
    projectId: t.id({ description: 'Required for a project\u2019s owners.' }),
    kinds: t.stringList(),
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
  }),
});

const AuditPersonRef = builder.objectRef<{ id: string; email: string }>('AuditPerson').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ id: t.exposeID('id'), email: t.exposeString('email') }),
});
const AuditProjectRef = builder.objectRef<{ id: string; name: string }>('AuditProject').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});
const AuditChoicesRef = builder.objectRef<Awaited<ReturnType<typeof auditChoices>>>('AuditChoices').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    people: t.field({ type: [AuditPersonRef], resolve: (choices) => choices.people }),
    projects: t.field({ type: [AuditProjectRef], resolve: (choices) => choices.projects }),
  }),
});

const AuditBreakRef = builder.objectRef<AuditCheck['breaks'][number]>('AuditBreak').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    seq: t.exposeInt('seq'),
    companyName: t.exposeString('companyName', { nullable: true }),
    reason: t.exposeString('reason'),
  }),
});
const AuditCheckRef = builder.objectRef<AuditCheck>('AuditCheck').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    intact: t.exposeBoolean('intact'),
    checked: t.exposeInt('checked'),
    message: t.exposeString('message'),
    breaks: t.field({ type: [AuditBreakRef], resolve: (check) => check.breaks }),
  }),
});

builder.queryFields((t) => ({
  auditEntries: t.field({
    type: AuditEntryPageRef,
    description:
      'Issue 38: the audit trail, newest first: every chain for a platform administrator, the company\u2019s for a ' +
      'company administrator (MANAGE_USERS), the project\u2019s for its owners (projectId required).',
    authScopes: access('SIGNED_IN'),
    args: { filter: t.arg({ type: AuditFilterInput }), pagination: t.arg({ type: PageInput }) },
    resolve: (_root, args, context) =>
      listAuditEntries(context.app.db, signedInViewer(context), args.filter ?? {}, args.pagination),
  }),
  auditChoices: t.field({
    type: AuditChoicesRef,
    description: 'The people and projects the readable trail names, for its filters.',
    authScopes: access('SIGNED_IN'),
    args: { companyId: t.arg.id(), projectId: t.arg.id() },
    resolve: (_root, args, context) => auditChoices(context.app.db, signedInViewer(context), args),
  }),
}));

builder.mutationFields((t) => ({
  checkAuditTrail: t.field({
    type: AuditCheckRef,
    description: 'Issue 38, platform administrators: checks every chain of the trail and names the broken entries.',
    authScopes: access('SIGNED_IN'),
    resolve: (_root, _args, context) => {
      if (!readsEveryTrail(signedInViewer(context))) throw forbidden();
      return checkAuditTrail(context.app.db);
    },
  }),
}));
