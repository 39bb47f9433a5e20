import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { MESSAGES } from '@shortlist/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { AppContext } from '../app-context.js';
import { AppError } from '../errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import { refuseNulCharacters } from '../graphql/no-nul-characters.js';
import { schema } from '../graphql/schema.js';
import { clearSessionCookie, viewerOf } from './viewer-of-request.js';

export const GRAPHQL_PATH = '/api/graphql';

/** HTTP requests arrive with Fastify's request and reply; socket operations arrive with their context built. */
type ServerContext = { fastifyRequest: FastifyRequest; fastifyReply: FastifyReply } | GraphQLContext;

/**
 * Errors meant for users pass through (an AppError becomes a GraphQLError with its code); the rest are logged and
 * masked with the generic message.
 */
function maskError(error: unknown, _message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      extensions: {
        code: original.code,
        http: { status: original.status },
        ...(original.fields ? { fields: original.fields } : {}),
        ...(original.details ? { details: original.details } : {}),
      },
    });
  }
  const raisedAsGraphQLError =
    error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError);
  if (raisedAsGraphQLError) return error;
  console.error('GraphQL request failed:', original);
  return new GraphQLError(MESSAGES.generic, {
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...(isDev ? { detail: String(original) } : {}) },
  });
}

export const armor = () =>
  EnvelopArmorPlugin({
    maxDepth: { n: 12 },
    maxAliases: { n: 20 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
    costLimit: { maxCost: 5000 },
  });

/** Production hides the schema (GRAPHQL_INTROSPECTION=true shows it): __schema and __type are refused. */
const noIntrospection = () => ({
  onValidate: ({ addValidationRule }: { addValidationRule: (rule: typeof NoSchemaIntrospectionCustomRule) => void }) =>
    addValidationRule(NoSchemaIntrospectionCustomRule),
});

export type GraphQLServer = YogaServerInstance<ServerContext, GraphQLContext>;

export function createGraphQLServer(app: AppContext): GraphQLServer {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    // The site's own pages need no CORS; allow-listed origins get their headers from protectFromCrossSiteRequests.
    cors: false,
    // Only JSON bodies: a multipart or form body is what a cross-site HTML form can send without a preflight.
    multipart: false,
    // Failures are logged by maskError; errors meant for the user are not server faults.
    logging: false,
    maskedErrors: { maskError, isDev: app.config.env === 'development' },
    plugins: [armor(), refuseNulCharacters(), ...(app.config.introspection ? [] : [noIntrospection()])],
    context: async (initial): Promise<GraphQLContext> => {
      if ('app' in initial) return initial;
      const { fastifyRequest, fastifyReply } = initial;
      return {
        app,
        viewer: await viewerOf(app, fastifyRequest),
        clientAddress: fastifyRequest.ip,
        clearSessionCookie: () => clearSessionCookie(fastifyReply),
      };
    },
  });
}

export function registerGraphQLRoute(server: FastifyInstance, app: AppContext) {
  const yoga = createGraphQLServer(app);
  server.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    // Resolving the viewer before Yoga runs lets a refused on-behalf header answer 403 through the error handler.
    preHandler: async (request) => {
      await viewerOf(app, request);
    },
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        fastifyRequest: request,
        fastifyReply: reply,
      });
      for (const [key, value] of response.headers.entries()) {
        if (key !== 'set-cookie') reply.header(key, value);
      }
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
  return yoga;
}
