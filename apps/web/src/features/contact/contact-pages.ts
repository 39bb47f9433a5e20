/** The public contact pages, loaded together when first opened. */
export { ContactDemoPage } from './contact-demo-page';
export { ContactUsPage } from './contact-us-page';
