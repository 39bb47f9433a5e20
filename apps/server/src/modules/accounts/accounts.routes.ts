import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { clearSessionCookie, setSessionCookie, viewerOf } from '../../core/http/index.js';
import { SESSION_COOKIE } from '../../core/viewer/index.js';
import { confirmEmail, resendConfirmation } from './email-confirmation.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { lookupInvitation, register } from './registration.js';
import { signIn, signOut } from './sign-in.js';

/** The REST account routes of spec 1 §7. */
export function registerAccountRoutes(server: FastifyInstance, app: AppContext) {
  // Routes that send mail are limited per client address, so they cannot be used to flood an inbox.
  const mailSendingLimit = { rateLimit: { max: app.config.mailRoutesPerMinute, timeWindow: '1 minute' } };

  server.post('/api/login', async (request, reply) => {
    const previousToken = request.cookies[SESSION_COOKIE];
    const session = await signIn(app, request.body, { address: request.ip, previousToken });
    setSessionCookie(app, reply, session.token, session.expiresAt);
    return { ok: true };
  });

  server.post('/api/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await signOut(app, token, await viewerOf(app, request).catch(() => null));
    clearSessionCookie(reply);
    return { ok: true };
  });

  server.post('/api/login/restore-password', { config: mailSendingLimit }, async (request) => {
    await requestPasswordReset(app, request.body);
    return { ok: true };
  });

  server.post('/api/login/reset-password', async (request, reply) => {
    await resetPassword(app, request.body, request.ip);
    clearSessionCookie(reply);
    return { ok: true };
  });

  server.post('/api/register', { config: mailSendingLimit }, async (request) => {
    const result = await register(app, request.body, request.ip);
    return { ok: true, ...result };
  });

  server.post('/api/register/confirm-email', async (request) => confirmEmail(app, request.body));

  server.post('/api/register/send-confirm-email', { config: mailSendingLimit }, async (request) => {
    await resendConfirmation(app, request.body);
    return { ok: true };
  });

  // Limited like the mail routes, so invitation tokens cannot be guessed at speed.
  server.get<{ Params: { token: string } }>(
    '/api/register/invitation/:token',
    { config: mailSendingLimit },
    async (request) => lookupInvitation(app, request.params.token),
  );
}
