/** The client tables pages, loaded together (one chunk) when the route table first opens one of them. */
export { ClientDataPage } from './client-data/client-data-page';
export { ClientDiscoveryPage } from './discovery/client-discovery-page';
