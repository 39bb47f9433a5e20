import { lazyNamed } from '../../lib/lazy-named';

export { CONTACT_REQUESTS_PATH, contactRequestReaders } from './submissions/contact-submissions-access';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const contactPages = () => import('./contact-pages');
export const ContactDemoPage = lazyNamed(contactPages, 'ContactDemoPage');
export const ContactUsPage = lazyNamed(contactPages, 'ContactUsPage');
const contactSubmissionsPage = () => import('./submissions/contact-submissions-page');
export const ContactSubmissionsPage = lazyNamed(contactSubmissionsPage, 'ContactSubmissionsPage');
