import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProjectTabsContext } from '../features/projects';
import { AppShell } from './app-shell';
import { RouteErrorScreen } from './route-error-screen';
import { RouteGuard } from './route-guard';
import { APP_ROUTES, PROJECT_TABS } from './routes';

/** The route table wrapped in the shell; each page sits behind its access rule. */
function appRouteObjects(): RouteObject[] {
  return [
    {
      element: (
        <ProjectTabsContext value={PROJECT_TABS}>
          <AppShell />
        </ProjectTabsContext>
      ),
      errorElement: (
        <main>
          <RouteErrorScreen />
        </main>
      ),
      children: [
        {
          // Errors of a page show inside the layout, so the header and footer stay usable.
          errorElement: <RouteErrorScreen />,
          children: APP_ROUTES.map(({ path, title, description, access, guestOnly, element }) => ({
            path,
            element: (
              <RouteGuard access={access} guestOnly={guestOnly} title={title} description={description}>
                {element}
              </RouteGuard>
            ),
          })),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
