/**
 * Every route the server registers besides the web app's files, as `METHOD /path` in Fastify's notation. The smoke
 * journey (tests/rest-routes.spec.ts) calls each once on the built server; an API test
 * (apps/server/test/http/rest-routes.test.ts) fails when the server registers a route this list lacks, so a new route
 * cannot miss the smoke run.
 */
export const REST_ROUTES = [
  'POST /api/login',
  'POST /api/login/restore-password',
  'POST /api/login/reset-password',
  'POST /api/logout',
  'POST /api/register',
  'POST /api/register/confirm-email',
  'POST /api/register/send-confirm-email',
  'GET /api/register/invitation/:token',
  'GET /api/clients/search',
  'POST /api/contact-demo',
  'POST /api/contact-us',
  'POST /api/file/upload',
  'GET /api/file/:id',
  'GET /api/projects/:projectId/suppliers.xlsx',
  'GET /api/projects/:projectId/products/:productId/answers.xlsx',
  'GET /api/projects/:projectId/products/:productId/vendor-report.xlsx',
  'GET /api/reports/:id/file',
  'GET /api/projects/:projectId/ocds.json',
  'GET /api/audit-trail.csv',
  'GET /api/company-export.zip',
  'GET /api/graphql',
  'POST /api/graphql',
  'DELETE /api/subscription',
  'GET /api/subscription/metadata',
  'POST /api/subscription/free',
  'POST /api/stripe/create-checkout-session',
  'POST /api/stripe/create-portal-session',
  'POST /api/stripe/webhook',
  'GET /assets/templates/invite_suppliers.xlsx',
  'GET /assets/templates/import_questions.xlsx',
] as const;

export type RestRoute = (typeof REST_ROUTES)[number];
