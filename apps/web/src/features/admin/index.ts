import { lazyNamed } from '../../lib/lazy-named';

export { ADMIN_PATHS } from './admin-paths';
export { OnBehalfPicker } from './on-behalf/on-behalf-picker';
export { referenceTypeReaders } from './reference-types/reference-types-access';
export { ReferenceTypesEmptyHint } from './reference-types/reference-types-hint';
export { retentionReaders } from './retention/retention-access';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./admin-pages');
export const AdminHome = lazyNamed(pages, 'AdminHome');
export const ClientsPage = lazyNamed(pages, 'ClientsPage');
export const CompaniesPage = lazyNamed(pages, 'CompaniesPage');
export const RetentionPage = lazyNamed(pages, 'RetentionPage');
export const ProjectTypesPage = lazyNamed(pages, 'ProjectTypesPage');
export const ServiceTypesPage = lazyNamed(pages, 'ServiceTypesPage');
export const SuppliersPage = lazyNamed(pages, 'SuppliersPage');
