import { type CompanySettings, integrityOf } from '@shortlist/domain';
import {
  access,
  builder,
  CompanyKindEnum,
  IntegritySettingsInput,
  IntegritySettingsRef,
  PageInput,
  pageType,
  ScoringTypeEnum,
  signedInViewer,
} from '../../core/graphql/index.js';
import type { CompanyRow } from '../../core/viewer/index.js';
import { updateCompanySettings } from './company-commands.js';
import { getCompany, listCompanies, storedSettings } from './company-queries.js';

const rule = access('MANAGE_BROKERS');

/** Spec 1 §3 Company settings. answersMaxLength is null when the company has none stored (the dialog then offers
 * the administration defaults). */
const CompanySettingsRef = builder.objectRef<Partial<CompanySettings>>('CompanySettings').implement({
  authScopes: rule,
  fields: (t) => ({
    scoringType: t.field({ type: ScoringTypeEnum, resolve: (settings) => settings.scoringType ?? 'NUMBERS' }),
    answersMaxLength: t.intList({
      nullable: true,
      resolve: ({ answersMaxLength }) =>
        Array.isArray(answersMaxLength) && answersMaxLength.length === 3 ? answersMaxLength : null,
    }),
    enableExperts: t.boolean({ resolve: (settings) => settings.enableExperts === true }),
    enableBranches: t.boolean({ resolve: (settings) => settings.enableBranches === true }),
    enableExtendedAnswersDeadline: t.boolean({
      resolve: (settings) => settings.enableExtendedAnswersDeadline === true,
    }),
    enableClientTables: t.boolean({ resolve: (settings) => settings.enableClientTables === true }),
    enableAuthOnBehalf: t.boolean({ resolve: (settings) => settings.enableAuthOnBehalf === true }),
    approvedLabel: t.string({ nullable: true, resolve: (settings) => settings.approvedLabel ?? null }),
    integrity: t.field({ type: IntegritySettingsRef, resolve: (settings) => integrityOf(settings.integrity) }),
  }),
});

export const CompanyRef = builder.objectRef<CompanyRow>('Company').implement({
  authScopes: rule,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: CompanyKindEnum, resolve: (company) => company.kind }),
    settings: t.field({ type: CompanySettingsRef, resolve: (company) => storedSettings(company.settings) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    terminatedAt: t.expose('terminatedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CompanyPageRef = pageType('Company', CompanyRef);

const CompanyFilterInput = builder.inputType('CompanyFilter', {
  fields: (t) => ({ enableAuthOnBehalf: t.boolean(), kind: t.field({ type: CompanyKindEnum }) }),
});

const CompanySettingsInput = builder.inputType('CompanySettingsInput', {
  fields: (t) => ({
    scoringType: t.field({ type: ScoringTypeEnum }),
    answersMaxLength: t.intList(),
    enableExperts: t.boolean(),
    enableBranches: t.boolean(),
    enableExtendedAnswersDeadline: t.boolean(),
    enableClientTables: t.boolean(),
    enableAuthOnBehalf: t.boolean(),
    approvedLabel: t.string(),
    integrity: t.field({ type: IntegritySettingsInput }),
  }),
});

builder.queryFields((t) => ({
  companies: t.field({
    type: CompanyPageRef,
    description: 'Every company (administrators). The on-behalf picker asks for enableAuthOnBehalf true, size 1000.',
    authScopes: rule,
    args: { pagination: t.arg({ type: PageInput }), filter: t.arg({ type: CompanyFilterInput }) },
    resolve: (_root, { pagination, filter }, context) =>
      listCompanies(context.app, signedInViewer(context), pagination, filter),
  }),
  company: t.field({
    type: CompanyRef,
    authScopes: rule,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => getCompany(context.app, signedInViewer(context), id),
  }),
}));

builder.mutationFields((t) => ({
  updateCompanySettings: t.field({
    type: CompanyRef,
    authScopes: rule,
    args: {
      id: t.arg.id({ required: true }),
      name: t.arg.string(),
      settings: t.arg({ type: CompanySettingsInput }),
    },
    resolve: (_root, { id, name, settings }, context) =>
      updateCompanySettings(context.app, signedInViewer(context), { id, name, settings }),
  }),
}));
