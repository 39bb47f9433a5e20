import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ON_BEHALF_HEADER, resolveViewer, SESSION_COOKIE, type Viewer } from '../viewer/index.js';
import { isSecureRequest } from './security-headers.js';

const cache = new WeakMap<object, Promise<Viewer | null>>();

/**
 * The viewer behind a request's session cookie, resolved once per request. A refused on-behalf header rejects with
 * 403 (see resolveViewer).
 */
export function viewerOf(app: AppContext, request: FastifyRequest): Promise<Viewer | null> {
  let pending = cache.get(request);
  if (!pending) {
    const onBehalfOf = request.headers[ON_BEHALF_HEADER];
    pending = viewerForToken(
      app,
      request.cookies[SESSION_COOKIE],
      typeof onBehalfOf === 'string' ? onBehalfOf : '',
    ).then((viewer) => viewer && { ...viewer, address: request.ip });
    cache.set(request, pending);
  }
  return pending;
}

export async function viewerForToken(
  app: AppContext,
  token: string | undefined,
  onBehalfOf = '',
): Promise<Viewer | null> {
  return token ? resolveViewer(app.db, token, app.config.session, onBehalfOf) : null;
}

export function setSessionCookie(app: AppContext, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(reply.request, app.config),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
