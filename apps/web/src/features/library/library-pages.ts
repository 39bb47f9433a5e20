/** The MeshVault pages, loaded together (one chunk) when the route table first opens one of them. */
export { LibraryPage } from './page/library-page';
