import { lazyNamed } from '../../lib/lazy-named';

export { CLIENT_TABLES_PATHS } from './client-tables-paths';
export { VendorClientTables } from './vendor-client-tables';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./client-tables-pages');
export const ClientDataPage = lazyNamed(pages, 'ClientDataPage');
export const ClientDiscoveryPage = lazyNamed(pages, 'ClientDiscoveryPage');
export { discoveryTabShown } from './client-tables-access';
