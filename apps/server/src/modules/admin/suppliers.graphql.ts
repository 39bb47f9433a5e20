import { access, builder, PageInput, pageType, signedInViewer } from '../../core/graphql/index.js';
import { listSuppliers, type SupplierListRow } from './supplier-queries.js';

/**
 * Issue 11: the directory (every supplier's contact) is for platform administrators only; brokers find suppliers
 * through their projects' supplier search, which shows what they need to invite.
 */
const rule = access('MANAGE_BROKERS');

/** A row of the administration Suppliers list: the supplier company and its vendor profile's contact. */
const AdminSupplierRef = builder.objectRef<SupplierListRow>('AdminSupplier').implement({
  authScopes: rule,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The supplier company id.' }),
    companyName: t.exposeString('companyName'),
    contactName: t.exposeString('contactName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AdminSupplierPageRef = pageType('AdminSupplier', AdminSupplierRef);

builder.queryFields((t) => ({
  adminSuppliers: t.field({
    type: AdminSupplierPageRef,
    description: 'Spec 1 §2 Suppliers list (read only); sort companyName, contactName, email, phone, createdAt.',
    authScopes: rule,
    args: { pagination: t.arg({ type: PageInput }) },
    resolve: (_root, { pagination }, context) => listSuppliers(context.app, signedInViewer(context), pagination),
  }),
}));
