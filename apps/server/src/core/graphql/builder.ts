import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { type AccessRule, supportedDate } from '@shortlist/domain';
import { GraphQLError, valueFromASTUntyped } from 'graphql';
import type { GraphQLContext } from './context.js';
import TypeAccessPlugin from './type-access-plugin.js';
import { accessRefused, viewerMay } from './viewer-access.js';

/**
 * Every field names its access rule through the single `access` scope, with the semantics of the domain's
 * checkAccess (true, 'SIGNED_IN', a privilege, a list of privileges, or a function of the viewer). An object type's
 * own rule is checked by the type-access plugin on the fields that return the type.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { access: AccessRule };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [TypeAccessPlugin, ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({ access: (rule) => viewerMay(rule, context) }),
    unauthorizedError: (_parent, context) => accessRefused(context),
  },
});

/** Shorthand for the field option `authScopes`. */
export const access = (rule: AccessRule) => ({ access: rule });

export const DATE_TIME_REFUSAL = 'DateTime must be an ISO 8601 date between the years 1 and 9999';

/**
 * Instants as ISO 8601 strings (e.g. createdAt). Use `t.expose('createdAt', { type: 'DateTime' })`. A long list may
 * give the database's own ISO text (see isoInstant), which goes out as it is.
 */
builder.scalarType('DateTime', {
  serialize: (value) => (typeof value === 'string' ? value : value.toISOString()),
  parseValue: (value) => {
    const date = typeof value === 'string' ? supportedDate(value) : null;
    if (!date) throw new GraphQLError(DATE_TIME_REFUSAL);
    return date;
  },
});

/** Free-form JSON (an answer's value, whose shape depends on the question's type; the domain checks it). */
builder.scalarType('JSON', {
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});

builder.queryType({});
builder.mutationType({});
