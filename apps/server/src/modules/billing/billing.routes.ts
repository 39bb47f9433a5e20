import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { unauthenticated } from '../../core/errors.js';
import { viewerOf } from '../../core/http/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { createCheckoutSession, createPortalSession } from './stripe-sessions.js';
import { handleStripeWebhook } from './stripe-webhook.js';
import { cancelSubscription, startFreeSubscription } from './subscription-commands.js';
import { subscriptionMetadata } from './subscriptions.js';

async function signedIn(app: AppContext, request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerOf(app, request);
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The billing routes of spec 1 §7 and spec 3 §7 (see docs/rest-api.md). The tenant is the viewer's company. */
export function registerBillingRoutes(server: FastifyInstance, app: AppContext) {
  // A JSON body may be left empty (DELETE and the bodiless POSTs are often sent with a JSON content type).
  server.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') done(null, {});
      else parseJson(request, text, done);
    });

    scope.get('/api/subscription/metadata', async (request) => {
      const viewer = await signedIn(app, request);
      return subscriptionMetadata(app.db, viewer.company.id);
    });

    scope.post('/api/subscription/free', async (request) => {
      const viewer = await signedIn(app, request);
      await startFreeSubscription(app, viewer);
      return subscriptionMetadata(app.db, viewer.company.id);
    });

    scope.delete('/api/subscription', async (request) => {
      const viewer = await signedIn(app, request);
      await cancelSubscription(app, viewer);
      return subscriptionMetadata(app.db, viewer.company.id);
    });

    scope.post('/api/stripe/create-checkout-session', async (request) =>
      createCheckoutSession(app, await signedIn(app, request), request.body),
    );

    scope.post('/api/stripe/create-portal-session', async (request) =>
      createPortalSession(app, await signedIn(app, request), request.body ?? {}),
    );
  });

  // Stripe signs the exact bytes it sent, so this route alone keeps the body raw (a parser scoped to this plugin).
  server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await handleStripeWebhook(app, rawBody, typeof signature === 'string' ? signature : undefined);
      return { received: true };
    });
  });
}
