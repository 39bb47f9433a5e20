// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './suppliers.graphql.js';
import './registration.graphql.js';
export { supplierTitle } from './project-products.js';
export {
  findSupplierInvitation,
  registerInvitedSupplier,
  type RegistrationInvitation,
} from './registration-invitation.js';
export { findSupplierProject } from './supplier-access.js';
export { createSupplierRoles } from './supplier-roles.js';
export {
  findInvitations,
  invitationTitle,
  supplierCompanyOf,
  visibleInvitation,
  type SupplierInvitation,
  type SupplierSideReader,
} from './supplier-side-access.js';
export { SupplierProjectProductRef } from './supplier-side.graphql.js';
export { registerSupplierRoutes } from './suppliers.routes.js';
