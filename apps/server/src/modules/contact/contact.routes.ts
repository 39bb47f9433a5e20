import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { submitContactForm } from './contact-submission.js';

/** Spec 3 §7 Contact: the public forms' REST routes (JSON of the form fields). */
export function registerContactRoutes(server: FastifyInstance, app: AppContext) {
  server.post('/api/contact-demo', async (request) => {
    await submitContactForm(app, 'DEMO', request.body, request.ip);
    return { ok: true };
  });

  server.post('/api/contact-us', async (request) => {
    await submitContactForm(app, 'CONTACT', request.body, request.ip);
    return { ok: true };
  });
}
