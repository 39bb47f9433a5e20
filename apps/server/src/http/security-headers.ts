import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached the site over TLS: the public address is https, or a trusted proxy says the request
 * came in over https (X-Forwarded-Proto, read by Fastify only with TRUST_PROXY).
 */
export function isSecureRequest(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://') || request.protocol === 'https';
}

/** The websocket origin of the site (ws://host or wss://host), the one live-events address pages may connect to. */
const webSocketOrigin = (publicUrl: string) => {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

/**
 * Helmet's headers with a Content-Security-Policy that allows only the site itself: scripts, styles, images, and
 * connections (HTTP and the GraphQL websocket). Framing is refused by both CSP and X-Frame-Options. HSTS is sent on
 * secure requests only, so a plain-HTTP local install is never pinned to https.
 */
export async function registerSecurityHeaders(server: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  await server.register(helmet, {
    hsts: false,
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", webSocketOrigin(config.publicUrl)],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
  });
  server.addHook('onRequest', async (request, reply) => {
    if (isSecureRequest(request, config)) reply.header('strict-transport-security', HSTS);
  });
}
