import { supplierUsersOnly, VENDOR_REGISTRATION_STEPS } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { SupplierServiceTypeRef } from '../admin/index.js';
import {
  companyProfile,
  createCompanyProfile,
  submitVendorProfile,
  type VendorRegistrationProfile,
  vendorProfile,
} from './registration-profile.js';

const suppliers = access(supplierUsersOnly);

const VendorRegistrationStepEnum = builder.enumType('VendorRegistrationStep', {
  description: 'Spec 2 §4 Supplier registration steps reached: Account is Created, Profile is Created, Submitted.',
  values: VENDOR_REGISTRATION_STEPS,
});

const VendorProfileProductRef = builder
  .objectRef<VendorRegistrationProfile['products'][number]>('VendorProfileProduct')
  .implement({
    authScopes: suppliers,
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      serviceTypes: t.field({ type: [SupplierServiceTypeRef], resolve: (row) => row.serviceTypes }),
    }),
  });

const VendorRegistrationProfileRef = builder
  .objectRef<VendorRegistrationProfile>('VendorRegistrationProfile')
  .implement({
    authScopes: suppliers,
    description: 'The invited supplier company’s profile of /account/company and /vendors/{id}; id is the company’s.',
    fields: (t) => ({
      id: t.exposeID('id'),
      companyName: t.exposeString('companyName'),
      website: t.exposeString('website'),
      contactName: t.exposeString('contactName'),
      email: t.exposeString('email'),
      phone: t.exposeString('phone'),
      industry: t.exposeString('industry'),
      registrationStep: t.field({ type: VendorRegistrationStepEnum, resolve: (row) => row.registrationStep }),
      products: t.field({ type: [VendorProfileProductRef], resolve: (row) => row.products }),
      serviceTypeOptions: t.field({
        type: [SupplierServiceTypeRef],
        description: 'The service types of the brokers whose projects the company is invited to.',
        resolve: (row) => row.serviceTypeOptions,
      }),
      invitationProjectId: t.exposeID('invitationProjectId', {
        nullable: true,
        description: 'The project of the company’s first invitation, whose preview the supplier returns to.',
      }),
    }),
  });

const VendorProfileProductInput = builder.inputType('VendorProfileProductInput', {
  fields: (t) => ({
    id: t.id({ description: 'An existing product of the company; none for a new one.' }),
    name: t.string({ required: true }),
    description: t.string(),
    serviceTypeIds: t.idList(),
  }),
});

const CompanyProfileInput = builder.inputType('CompanyProfileInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    website: t.string({ required: true }),
    contactName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    industry: t.string(),
    products: t.field({ type: [VendorProfileProductInput], required: true }),
  }),
});

builder.queryFields((t) => ({
  companyProfile: t.field({
    type: VendorRegistrationProfileRef,
    description: 'Spec 2 §2 /account/company: the signed-in supplier’s company profile.',
    authScopes: suppliers,
    resolve: (_root, _args, context) => companyProfile(context.app, signedInViewer(context)),
  }),
  vendorProfile: t.field({
    type: VendorRegistrationProfileRef,
    description: 'Spec 2 §2 /vendors/{id}: the profile to submit; the viewer’s own company only.',
    authScopes: suppliers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => vendorProfile(context.app, signedInViewer(context), id),
  }),
}));

builder.mutationFields((t) => ({
  createCompanyProfile: t.field({
    type: VendorRegistrationProfileRef,
    description: 'Spec 2 §4 Create Profile: saves the profile; the company’s invitations move to BP_DRAFT.',
    authScopes: suppliers,
    args: { input: t.arg({ type: CompanyProfileInput, required: true }) },
    resolve: (_root, { input }, context) => createCompanyProfile(context.app, signedInViewer(context), input),
  }),
  submitVendorProfile: t.field({
    type: VendorRegistrationProfileRef,
    description: 'Spec 2 §4 Submit Profile: the company’s invitations become ordinary invitations (INVITED).',
    authScopes: suppliers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => submitVendorProfile(context.app, signedInViewer(context), id),
  }),
}));
