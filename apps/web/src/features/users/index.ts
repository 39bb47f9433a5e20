import { lazyNamed } from '../../lib/lazy-named';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./users-pages');
export const RolesPage = lazyNamed(pages, 'RolesPage');
export const UsersPage = lazyNamed(pages, 'UsersPage');
