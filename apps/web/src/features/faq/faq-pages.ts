/** The FAQ pages, loaded together (one chunk) when the route table first opens one of them. */
export { ProjectFaqPage } from './project-faq-page';
export { SupplierFaqPage } from './supplier-faq-page';
