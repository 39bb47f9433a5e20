import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { type AccessRule, checkAccess, ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context.js';

/**
 * Every field names its access rule through the single `access` scope, with the semantics of the domain's
 * checkAccess (true, 'SIGNED_IN', a privilege, a list of privileges, or a function of the viewer).
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { access: AccessRule };
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      access: (rule) =>
        checkAccess(rule, {
          profile: context.viewer
            ? {
                id: context.viewer.user.id,
                type: context.viewer.user.type,
                status: context.viewer.user.status,
                companyId: context.viewer.company.id,
              }
            : null,
          privileges: context.viewer?.privileges ?? new Set(),
        }),
    }),
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new GraphQLError(MESSAGES.accessDenied, {
            extensions: { code: ERROR_CODES.forbidden, http: { status: 403 } },
          })
        : new GraphQLError('You must be signed in', {
            extensions: { code: ERROR_CODES.unauthenticated, http: { status: 401 } },
          }),
  },
});

/** Shorthand for the field option `authScopes`. */
export const access = (rule: AccessRule) => ({ access: rule });

/** Instants as ISO 8601 strings (e.g. createdAt). Use `t.expose('createdAt', { type: 'DateTime' })`. */
builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
