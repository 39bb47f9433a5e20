import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_PATH, SIGN_IN_PATH } from '../lib/paths';
import { peekRedirectTarget, rememberRedirectTarget } from '../lib/redirect-target';
import { type Session, SessionContext, type WebAccessRule } from '../lib/session';
import { buildProfile, buildSession } from '../test/factories';
import { RouteGuard } from './route-guard';
import { APP_ROUTES } from './routes';

function guarded(path: string, access: WebAccessRule, content: ReactNode, guestOnly = false) {
  return {
    path,
    element: (
      <RouteGuard access={access} guestOnly={guestOnly} title={path}>
        {content}
      </RouteGuard>
    ),
  };
}

function ruleOf(path: string): WebAccessRule {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`No route ${path}`);
  return route.access;
}

function renderAt(url: string, session: Session) {
  const router = createMemoryRouter(
    [
      { path: '/', element: 'Home page' },
      guarded('/users', 'MANAGE_USERS', 'Users page'),
      guarded(CHANGE_PASSWORD_PATH, ruleOf(CHANGE_PASSWORD_PATH), 'Change password page'),
      guarded(SIGN_IN_PATH, true, 'Sign-in page', true),
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return router;
}

describe('RouteGuard', () => {
  it('sends a signed-out visitor to sign in and remembers where they were going', async () => {
    const router = renderAt('/users?page=2', buildSession({ profile: null }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(SIGN_IN_PATH);
    expect(peekRedirectTarget()).toBe('/users?page=2');
  });

  it('shows Access Denied to a signed-in user without the privilege', async () => {
    renderAt('/users', buildSession());
    expect(await screen.findByText("You don't have permission to view this page")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(screen.queryByText('Users page')).toBeNull();
  });

  it('shows the page to a user holding the privilege', async () => {
    renderAt('/users', buildSession({ profile: buildProfile({ privileges: ['MANAGE_USERS'] }) }));
    expect(await screen.findByText('Users page')).toBeTruthy();
  });

  it('denies the password change when the profile does not allow it', async () => {
    renderAt(CHANGE_PASSWORD_PATH, buildSession({ profile: buildProfile({ canChangePassword: false }) }));
    expect(await screen.findByText("You don't have permission to view this page")).toBeTruthy();
  });

  it('sends a signed-in user away from the sign-in page to the remembered target', async () => {
    rememberRedirectTarget(CHANGE_PASSWORD_PATH);
    const router = renderAt(SIGN_IN_PATH, buildSession());
    expect(await screen.findByText('Change password page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(CHANGE_PASSWORD_PATH);
    expect(peekRedirectTarget()).toBeNull();
  });
});
