/** The administration pages and the administrator's home, loaded together (one chunk) when first opened. */
export { ClientsPage } from './clients/clients-page';
export { CompaniesPage } from './companies/companies-page';
export { AdminHome } from './home/admin-home';
export { ProjectTypesPage } from './reference-types/project-types-page';
export { ServiceTypesPage } from './reference-types/service-types-page';
export { RetentionPage } from './retention/retention-page';
export { SuppliersPage } from './suppliers/suppliers-page';
