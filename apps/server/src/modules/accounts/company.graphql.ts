import { type CompanySettings, integrityOf } from '@shortlist/domain';
import { access, builder, CompanyKindEnum, IntegritySettingsRef, ScoringTypeEnum } from '../../core/graphql/index.js';
import type { CompanyRow } from '../../core/viewer/index.js';
import { companyKeyPersons } from './key-persons.js';

const CompanyFeaturesRef = builder.objectRef<CompanySettings>('CompanyFeatures').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    scoringType: t.field({ type: ScoringTypeEnum, resolve: (settings) => settings.scoringType }),
    answersMaxLength: t.intList({ resolve: (settings) => settings.answersMaxLength }),
    enableExperts: t.exposeBoolean('enableExperts'),
    enableBranches: t.exposeBoolean('enableBranches'),
    enableExtendedAnswersDeadline: t.exposeBoolean('enableExtendedAnswersDeadline'),
    enableClientTables: t.exposeBoolean('enableClientTables'),
    enableAuthOnBehalf: t.exposeBoolean('enableAuthOnBehalf'),
    approvedLabel: t.string({ nullable: true, resolve: (settings) => settings.approvedLabel }),
    integrity: t.field({ type: IntegritySettingsRef, resolve: (settings) => integrityOf(settings.integrity) }),
  }),
});

const KeyPersonRef = builder.objectRef<{ id: string; name: string; email: string }>('KeyPerson').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const ProductRef = builder.objectRef<{ id: string; name: string }>('Product').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

/** The signed-in user's own company as the profile shows it. */
export const ProfileCompanyRef = builder.objectRef<CompanyRow>('ProfileCompany').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: CompanyKindEnum, resolve: (company) => company.kind }),
    features: t.field({ type: CompanyFeaturesRef, resolve: (company) => company.settings }),
    // Supplier products arrive with the suppliers area; a buy-side company has none.
    products: t.field({ type: [ProductRef], resolve: () => [] }),
    keyPersons: t.field({
      type: [KeyPersonRef],
      resolve: (company, _args, { app }) => companyKeyPersons(app.db, company.id),
    }),
    createdBy: t.id({ nullable: true, resolve: (company) => company.createdBy }),
  }),
});
