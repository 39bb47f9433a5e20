import { CSRF_HEADER, ERROR_CODES, MESSAGES } from '@shortlist/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { AppError } from '../core/errors.js';
import { ON_BEHALF_HEADER } from '../core/viewer/index.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Called by Stripe's servers, signed by them; never by a browser. */
const SERVER_TO_SERVER_ROUTES = new Set(['/api/stripe/webhook']);
/** The one route that takes a multipart body; every other API body is JSON. */
const UPLOAD_ROUTE = '/api/file/upload';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

const crossSiteRefusal = () => new AppError(403, ERROR_CODES.crossSiteRequest, MESSAGES.crossSiteRequest);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Which page origins may call the API: the site itself (PUBLIC_URL, or the host the browser addressed, e.g.
 * 127.0.0.1 for localhost) and the configured allow-list. Only allow-listed origins get CORS headers: the site's own
 * pages need none.
 */
export function originPolicy(config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>) {
  const siteOrigin = originOf(config.publicUrl);
  const allowList = new Set(config.corsOrigins);
  return {
    isAllowListed: (origin: string) => allowList.has(origin),
    /** `host` is the request's Host header: a page served by this server has the same host. */
    isAllowed(origin: string, host: string | undefined) {
      if (origin === siteOrigin || allowList.has(origin)) return true;
      return host !== undefined && originOf(origin) !== null && new URL(origin).host === host;
    },
  };
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

const isJson = (request: FastifyRequest) => /^application\/json\b/i.test(request.headers['content-type'] ?? '');
const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

function answerPreflight(reply: FastifyReply, origin: string) {
  reply
    .header('access-control-allow-methods', 'GET, POST, DELETE')
    .header('access-control-allow-headers', ['content-type', CSRF_HEADER, ON_BEHALF_HEADER].join(', '))
    .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
    .header('access-control-allow-origin', origin)
    .header('access-control-allow-credentials', 'true')
    .header('vary', 'Origin')
    .status(204)
    .send();
}

/**
 * Cross-site request forgery and CORS for every /api route (OWASP ASVS 5.0 §3.5). A state-changing request must
 * carry the CSRF header (which a form cannot send, and a script of another site can send only after a preflight this
 * hook refuses), come from an allowed Origin when the browser names one, and send JSON (uploads: multipart). Reads
 * get CORS headers only for allow-listed origins, so no other site can read an answer.
 */
export function protectFromCrossSiteRequests(server: FastifyInstance, config: AppConfig) {
  const policy = originPolicy(config);
  server.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') || SERVER_TO_SERVER_ROUTES.has(pathname)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && policy.isAllowListed(origin)) {
      if (request.method === 'OPTIONS') return answerPreflight(reply, origin);
      reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
    if (SAFE_METHODS.has(request.method)) return;
    if (origin !== undefined && !policy.isAllowed(origin, request.headers.host)) throw crossSiteRefusal();
    if (request.headers[CSRF_HEADER] !== '1') throw crossSiteRefusal();
    const bodyAllowed = isJson(request) || (pathname === UPLOAD_ROUTE && isMultipart(request));
    if (hasBody(request) && !bodyAllowed) {
      throw new AppError(415, ERROR_CODES.unsupportedMediaType, MESSAGES.jsonOnly);
    }
  });
}
