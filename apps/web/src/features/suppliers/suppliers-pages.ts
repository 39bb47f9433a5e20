/** The suppliers pages, loaded together (one chunk) when the route table first opens one of them. */
export { ProjectSuppliersPage } from './project-suppliers-page';
