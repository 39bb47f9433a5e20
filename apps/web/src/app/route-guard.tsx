import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AccessDeniedPage } from '../components/access-denied-page';
import { PageProgress } from '../components/page-progress';
import { HOME_PATH, SIGN_IN_PATH } from '../lib/paths';
import { clearRedirectTarget, peekRedirectTarget, rememberRedirectTarget } from '../lib/redirect-target';
import { useAccess, useSession, type WebAccessRule } from '../lib/session';
import { useDocumentMeta } from '../lib/use-document-meta';

interface RouteGuardProps {
  access: WebAccessRule;
  /** Pages for signed-out visitors (sign-in, registration): a signed-in user is sent on. */
  guestOnly?: boolean;
  title: string;
  /** For search engines and link previews; a default when the page has none. */
  description?: string;
  children: ReactNode;
}

/**
 * Applies a route's access rule: a signed-out visitor is sent to sign in (and brought back afterwards), a signed-in
 * user who lacks the right sees Access Denied.
 */
export function RouteGuard({ access, guestOnly = false, title, description, children }: RouteGuardProps) {
  const { profile, signingOut } = useSession();
  const can = useAccess();
  useDocumentMeta(title, description);

  if (signingOut) return <PageProgress />;
  if (guestOnly && profile !== null) return <LeaveSignedOutPage />;
  if (can(access)) return children;
  if (profile === null) return <SendToSignIn />;
  return <AccessDeniedPage />;
}

function SendToSignIn() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberRedirectTarget(`${pathname}${search}`);
    void navigate(SIGN_IN_PATH, { replace: true });
  }, [pathname, search, navigate]);
  return null;
}

/** A signed-in user on a sign-in or registration page goes to the remembered target, or home. */
function LeaveSignedOutPage() {
  const target = peekRedirectTarget() ?? HOME_PATH;
  useEffect(() => {
    clearRedirectTarget();
  }, []);
  return <Navigate to={target} replace />;
}
