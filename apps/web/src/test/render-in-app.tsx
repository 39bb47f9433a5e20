import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { type Session, SessionContext } from '../lib/session';
import { buildSession } from './factories';

export interface RenderInAppOptions {
  session?: Session;
  mocks?: MockedResponse[];
  /** Where the router starts ('/' unless given). */
  path?: string;
  /** The route pattern the element answers (the path unless given), e.g. '/projects/:id/dashboard'. */
  route?: string;
  /** Pages the element may navigate to, checked before the catch-all 'Another page'. */
  otherRoutes?: RouteObject[];
}

/**
 * Renders an element as the application would: a session, Apollo mocks, toasts and a data router (the leave
 * prompt needs one). Any other path renders 'Another page'.
 */
export function renderInApp(element: ReactNode, options: RenderInAppOptions = {}) {
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [{ path: options.route ?? path, element }, ...(options.otherRoutes ?? []), { path: '*', element: 'Another page' }],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <SessionContext value={options.session ?? buildSession()}>
        <MockedProvider mocks={options.mocks ?? []}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </MockedProvider>
      </SessionContext>,
    ),
  };
}
