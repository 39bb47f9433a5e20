// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './suppliers.graphql.js';
import './registration.graphql.js';

export { answersSubmitterName } from './answers-submitter.js';
export { suppliersModule } from './manifest.js';
export { supplierTitle } from './project-products.js';
export { findEditableSupplierProject, findSupplierProject } from './supplier-access.js';
export { auditSuppliers, supplierLabels } from './supplier-audit.js';
export { createSupplierRoles } from './supplier-roles.js';
export { SupplierProjectProductRef } from './supplier-side.graphql.js';
export {
  findInvitations,
  invitationTitle,
  type SupplierInvitation,
  type SupplierSideReader,
  supplierCompanyOf,
  visibleInvitation,
} from './supplier-side-access.js';
export { ParticipationDisplayEnum } from './suppliers.graphql.js';
export { registerSupplierRoutes } from './suppliers.routes.js';
