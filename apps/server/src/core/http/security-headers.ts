import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config.js';

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
 * The headers Helmet sets for `options`, worked out once: they are the same for every response, so no request pays
 * for building them (Helmet parses its options each time it runs).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers with a Content-Security-Policy that allows only the site itself: scripts, styles, images, and
 * connections (HTTP and the GraphQL websocket). Framing is refused by both CSP and X-Frame-Options. HSTS is sent on
 * secure requests only, so a plain-HTTP local install is never pinned to https.
 */
export function registerSecurityHeaders(server: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  const headers = helmetHeaders({
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
  server.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isSecureRequest(request, config)) reply.header('strict-transport-security', HSTS);
    done();
  });
}
