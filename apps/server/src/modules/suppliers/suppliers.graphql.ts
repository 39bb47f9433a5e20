import { PARTICIPATION_DISPLAYS } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { SupplierServiceTypeRef } from '../admin/index.js';
import { ParticipationStatusEnum } from '../projects/index.js';
import { inviteSuppliersByEmail, resendInvites } from './invite-commands.js';
import './invite-by-file.graphql.js';
import { listProjectProducts, type ProjectProductView } from './project-products.js';
import './project-supplier-count.graphql.js';
import { addSuppliers, blockSuppliers, deleteSuppliers, unblockSuppliers } from './supplier-commands.js';
import './supplier-notes.graphql.js';
import './supplier-side.graphql.js';
import { listVendorIndustries, searchVendorDirectory, type VendorDirectoryRow } from './vendor-directory.js';

/** Spec 2 §6: the suppliers tab is for MANAGE_PROJECT_STATE. */
const manageState = access('MANAGE_PROJECT_STATE');

export const ParticipationDisplayEnum = builder.enumType('ParticipationDisplay', {
  description: 'Spec 2 §4: how a participation shows in the supplier picker, by project status.',
  values: PARTICIPATION_DISPLAYS,
});

const VendorProductRef = builder.objectRef<VendorDirectoryRow>('VendorProduct').implement({
  authScopes: manageState,
  description: 'A supplier company’s product in the supplier search card.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    vendorId: t.exposeID('vendorId'),
    vendorName: t.exposeString('vendorName'),
    industry: t.exposeString('industry'),
    serviceTypes: t.field({ type: [SupplierServiceTypeRef], resolve: (row) => row.serviceTypes }),
    isAdded: t.exposeBoolean('isAdded', { description: 'The product is in the project already.' }),
    projectProductId: t.exposeID('projectProductId', {
      nullable: true,
      description: 'Its participation in the project, when it is in it.',
    }),
    status: t.field({
      type: ParticipationDisplayEnum,
      description: 'Spec 2 §4 candidate label: NEW when not in the project, else its participation’s display.',
      resolve: (row) => row.status,
    }),
    relatedLinks: t.exposeStringList('relatedLinks', { description: 'The vendor’s website.' }),
  }),
});

const ProjectProductVendorRef = builder.objectRef<ProjectProductView['vendor']>('ProjectProductVendor').implement({
  authScopes: manageState,
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true }),
    name: t.exposeString('name'),
    contactName: t.exposeString('contactName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    industry: t.exposeString('industry'),
  }),
});

/**
 * Spec 2 §6: the broker's notes on a supplier are read with MANAGE_ALL_SCORING only, and are null for a Panel (the
 * view leaves them out); other readers get null rather than an error, so the row still loads.
 */
const keptNotes = {
  nullable: true,
  authScopes: access('MANAGE_ALL_SCORING'),
  unauthorizedResolver: () => null,
} as const;

const ProjectProductRef = builder.objectRef<ProjectProductView>('ProjectProduct').implement({
  authScopes: manageState,
  description: 'Spec 2 §3 Project product: a supplier’s participation in a project.',
  fields: (t) => ({
    id: t.exposeID('id'),
    projectId: t.exposeID('projectId'),
    productId: t.exposeID('productId', { nullable: true }),
    name: t.exposeString('name', { description: 'The supplier title: vendor name — product name.' }),
    productName: t.exposeString('productName'),
    vendor: t.field({ type: ProjectProductVendorRef, resolve: (row) => row.vendor }),
    email: t.exposeString('email'),
    purpose: t.exposeString('purpose', { description: 'The reason for selection.' }),
    participationStatus: t.field({ type: ParticipationStatusEnum, resolve: (row) => row.participationStatus }),
    displayStatus: t.field({ type: ParticipationDisplayEnum, resolve: (row) => row.displayStatus }),
    invitedAt: t.expose('invitedAt', { type: 'DateTime', nullable: true }),
    answersSubmitDeadline: t.expose('answersSubmitDeadline', { type: 'DateTime', nullable: true }),
    answersSubmittedAt: t.expose('answersSubmittedAt', { type: 'DateTime', nullable: true }),
    answersSubmittedBy: t.exposeString('answersSubmittedBy', {
      nullable: true,
      description: 'Who submitted the answers; null when nobody did (closed at the product’s deadline).',
    }),
    winner: t.exposeBoolean('winner'),
    notes: t.string({ ...keptNotes, resolve: (row) => row.notes?.notes ?? null }),
    shareNotes: t.boolean({ ...keptNotes, resolve: (row) => row.notes?.shareNotes ?? null }),
    serviceTypes: t.field({ type: [SupplierServiceTypeRef], resolve: (row) => row.serviceTypes }),
    relatedLinks: t.exposeStringList('relatedLinks', { description: 'The vendor’s website.' }),
    lacksServiceTypes: t.exposeBoolean('lacksServiceTypes', {
      description: 'Spec 2 §8: a supplier without required service types (none of the project’s).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const VendorDirectoryFilter = builder.inputType('VendorDirectoryFilter', {
  fields: (t) => ({ keyword: t.string(), serviceTypeIds: t.idList(), industry: t.string() }),
});

const ProjectProductFilter = builder.inputType('ProjectProductFilter', {
  description:
    'Blocked suppliers are left out unless `statuses` names BLOCKED; `withIssues` keeps only suppliers without required service types.',
  fields: (t) => ({
    keyword: t.string(),
    statuses: t.field({ type: [ParticipationDisplayEnum] }),
    withIssues: t.boolean(),
  }),
});

const SupplierProductInput = builder.inputType('SupplierProductInput', {
  description: 'Add: a product of the vendor directory with the reason for selection. Others: a project product.',
  fields: (t) => ({ id: t.id({ required: true }), purpose: t.string() }),
});

const InvitedProductInput = builder.inputType('InvitedProductInput', {
  description: 'Spec 2 §7 Invite by e-mail: the address and the supplier title (trimmed, at most 100).',
  fields: (t) => ({ email: t.string({ required: true }), productName: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  vendorDirectory: t.field({
    type: [VendorProductRef],
    description: 'Spec 2 §9 supplier picker: unpaged, sorted by name ascending, at most 200 products.',
    authScopes: manageState,
    args: { projectId: t.arg.id({ required: true }), filter: t.arg({ type: VendorDirectoryFilter }) },
    resolve: (_root, { projectId, filter }, context) =>
      searchVendorDirectory(context.app, signedInViewer(context), projectId, filter),
  }),
  vendorIndustries: t.stringList({
    description: 'The industries of the supplier companies (the supplier search card’s Industry options).',
    authScopes: manageState,
    resolve: (_root, _args, context) => listVendorIndustries(context.app.db, signedInViewer(context)),
  }),
  projectProducts: t.field({
    type: [ProjectProductRef],
    description:
      'Spec 2 §9 Suppliers tab: the project’s suppliers in the §4 sort order; blocked ones only when filtered.',
    authScopes: manageState,
    args: { projectId: t.arg.id({ required: true }), filter: t.arg({ type: ProjectProductFilter }) },
    resolve: (_root, { projectId, filter }, context) =>
      listProjectProducts(context.app, signedInViewer(context), projectId, filter),
  }),
}));

const changeArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  projectId: t.arg.id({ required: true }),
  products: t.arg({ type: [SupplierProductInput], required: true }),
});

builder.mutationFields((t) => ({
  addProjectSuppliers: t.boolean({
    description:
      'Spec 2 §7 Add supplier: DRAFT (Preselected) in DRAFT and IN_REVIEW, invited on publishing; invited at once past review (code INVITE_NOT_SENT when its e-mail could not be sent).',
    authScopes: manageState,
    args: changeArgs(t),
    resolve: (_root, { projectId, products }, context) =>
      addSuppliers(context.app, signedInViewer(context), projectId, { products }),
  }),
  inviteProjectSuppliersByEmail: t.boolean({
    description:
      'Spec 2 §7 Invite by e-mail: DOMAIN_IS_ALREADY_EXISTED (details: the vendor and its products) for a registered vendor’s domain; INVITE_NOT_SENT when an e-mail could not be sent (the invitation is kept).',
    authScopes: manageState,
    args: {
      projectId: t.arg.id({ required: true }),
      products: t.arg({ type: [InvitedProductInput], required: true }),
    },
    resolve: (_root, { projectId, products }, context) =>
      inviteSuppliersByEmail(context.app, signedInViewer(context), projectId, { products }),
  }),
  resendProjectSupplierInvites: t.boolean({
    description: 'Spec 2 §7 Resend invite: project product ids, all INVITED; each gets a new link.',
    authScopes: manageState,
    args: changeArgs(t),
    resolve: (_root, { projectId, products }, context) =>
      resendInvites(context.app, signedInViewer(context), projectId, { products }),
  }),
  deleteProjectSuppliers: t.boolean({
    description: 'Spec 2 §7 delete supplier: project product ids.',
    authScopes: manageState,
    args: changeArgs(t),
    resolve: (_root, { projectId, products }, context) =>
      deleteSuppliers(context.app, signedInViewer(context), projectId, { products }),
  }),
  blockProjectSuppliers: t.boolean({
    description:
      'Spec 2 §7 block: project product ids; spec 2 §4 candidate Block: `candidates`, vendor directory products that join the project blocked.',
    authScopes: manageState,
    args: { ...changeArgs(t), candidates: t.arg({ type: [SupplierProductInput] }) },
    resolve: (_root, { projectId, products, candidates }, context) =>
      blockSuppliers(context.app, signedInViewer(context), projectId, { products, candidates }),
  }),
  unblockProjectSuppliers: t.boolean({
    description:
      'Spec 2 §7 unblock: project product ids; they return as DRAFT, or INVITED past review (invited now if never before).',
    authScopes: manageState,
    args: changeArgs(t),
    resolve: (_root, { projectId, products }, context) =>
      unblockSuppliers(context.app, signedInViewer(context), projectId, { products }),
  }),
}));
