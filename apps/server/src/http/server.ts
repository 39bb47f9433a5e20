import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, MESSAGES, UPLOAD_LIMIT_BYTES } from '@shortlist/domain';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { AppError, bodyTooLarge, userFacingError } from '../core/errors.js';
import { assertTakeable, registerSecurityHeaders } from '../core/http/index.js';
import { operationPreparer, schema } from '../graphql/index.js';
import { registerAccountRoutes } from '../modules/accounts/index.js';
import { registerClientRoutes } from '../modules/admin/index.js';
import { registerAnswerSpreadsheetRoutes } from '../modules/answers/index.js';
import { registerAuditRoutes } from '../modules/audit/index.js';
import { registerBillingRoutes } from '../modules/billing/index.js';
import { registerContactRoutes } from '../modules/contact/index.js';
import { registerFileRoutes } from '../modules/files/index.js';
import { registerImportRoutes } from '../modules/imports/index.js';
import { registerReportRoutes } from '../modules/reports/index.js';
import { registerRetentionRoutes } from '../modules/retention/index.js';
import { registerSupplierRoutes } from '../modules/suppliers/index.js';
import { protectFromCrossSiteRequests } from './cross-site.js';
import { registerDevMailbox } from './dev-mailbox-route.js';
import { closeConnectionsOnClose } from './graceful-close.js';
import { BODY_LIMIT_BYTES, registerGraphQLRoute } from './graphql-route.js';
import { attachGraphQLWebSocket } from './graphql-ws.js';

/** Turns any thrown error into the JSON body of docs/rest-api.md; unexpected ones are logged and masked. */
interface ErrorReply {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

const replyOf = (error: AppError): ErrorReply => ({
  status: error.status,
  body: error.toJSON(),
  headers: error.headers,
});

function toErrorReply(error: FastifyError | AppError): ErrorReply {
  if (error instanceof AppError) return replyOf(error);
  const unavailable = userFacingError(error);
  if (unavailable) return replyOf(unavailable);
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { status: 413, body: { message: MESSAGES.fileSizeLimit, code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return toErrorReply(bodyTooLarge());
  if (error.statusCode === 429) {
    return { status: 429, body: { message: MESSAGES.tooManyRequests, code: ERROR_CODES.tooManyRequests } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { message: error.message, code: error.code ?? ERROR_CODES.badUserInput } };
  }
  return { status: 500, body: { message: MESSAGES.generic, code: 'INTERNAL_SERVER_ERROR' } };
}

export async function buildServer(app: AppContext): Promise<FastifyInstance> {
  const server = Fastify({
    logger: app.config.env === 'test' ? false : { level: app.config.logLevel },
    trustProxy: app.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  closeConnectionsOnClose(server);
  // Text the database cannot store, and absurd nesting, are refused before any route reads them.
  server.addHook('preValidation', async (request) => {
    assertTakeable(request.body, request.query, request.params);
  });

  server.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body, headers } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply
      .status(status)
      .headers(headers ?? {})
      .send(body);
  });

  await server.register(cookie);
  registerSecurityHeaders(server, app.config);
  protectFromCrossSiteRequests(server, app.config);
  // Route limits (mail-sending routes) count in Redis when it is configured, so instances share one budget.
  await server.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis } : {}) });
  await server.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 20, fields: 20 } });

  registerAccountRoutes(server, app);
  registerClientRoutes(server, app);
  registerContactRoutes(server, app);
  registerBillingRoutes(server, app);
  registerFileRoutes(server, app);
  registerSupplierRoutes(server, app);
  registerAnswerSpreadsheetRoutes(server, app);
  registerReportRoutes(server, app);
  registerAuditRoutes(server, app);
  registerRetentionRoutes(server, app);
  registerImportRoutes(server);
  registerDevMailbox(server, app);
  const prepare = operationPreparer(schema, { introspection: app.config.introspection });
  registerGraphQLRoute(server, app, prepare);
  attachGraphQLWebSocket(server, app, prepare);
  await serveWebApp(server, app.config.webDist);
  return server;
}

/** Vite names every file under /assets/ by its content's hash, so a changed file always has a new address. */
const HASHED_ASSET = `${path.sep}assets${path.sep}`;
const ONE_YEAR = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser must check it on every visit. */
const ALWAYS_REVALIDATE = 'no-cache';

/**
 * Serves the built web app, with index.html for every client-side route; /api paths stay JSON 404s. The build holds
 * brotli and gzip copies of its text files (apps/web/vite-precompress.ts), sent to browsers that accept them.
 */
async function serveWebApp(server: FastifyInstance, webDist: string) {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await server.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(HASHED_ASSET) ? ONE_YEAR : ALWAYS_REVALIDATE);
      },
    });
  }
  server.setNotFoundHandler((request, reply) => {
    // A missing asset (an old page asking for a replaced script) is a 404, not the app's HTML.
    const isFile = ['/api/', '/dev/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
    if (!hasWebApp || isFile || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found', code: ERROR_CODES.notFound });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
