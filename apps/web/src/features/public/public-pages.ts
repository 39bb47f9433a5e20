/** The public site's pages (About, Enterprise, Small and Medium Business), loaded together when first opened. */
export { AboutPage } from './about-page';
export { EnterprisePage } from './enterprise-page';
export { SmbSolutionsPage } from './smb-solutions-page';
