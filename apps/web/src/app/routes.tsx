import { generatePath } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import type { ProjectTabLink } from '../features/projects';
import { ADMIN_ROUTES } from './admin-routes';
import type { AppRoute } from './app-route';
import { LIBRARY_ROUTES } from './library-routes';
import { PROJECT_ROUTES } from './project-routes';
import { SITE_ROUTES } from './site-routes';

export { type AppRoute, MENU_GROUPS, type MenuGroupName } from './app-route';

/**
 * Every page of the application with its access rule; the pages themselves load when first opened (each feature's
 * index names its lazily loaded pages).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...SITE_ROUTES,
  ...ADMIN_ROUTES,
  ...PROJECT_ROUTES,
  ...LIBRARY_ROUTES,
  { path: '*', title: 'Page Not Found', access: true, element: <NotFoundPage /> },
];

/** The project's side navigation: the routes that declare a project tab, linked for one project. */
export const PROJECT_TABS: readonly ProjectTabLink[] = APP_ROUTES.flatMap(({ path, projectTab }) =>
  projectTab ? [{ ...projectTab, to: (id: string) => generatePath(path, { id }) }] : [],
);
