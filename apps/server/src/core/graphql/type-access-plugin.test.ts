import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { AccessRule } from '@shortlist/domain';
import { defaultFieldResolver, execute, type GraphQLObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from './context.js';
import TypeAccessPlugin from './type-access-plugin.js';
import { accessRefused, viewerMay } from './viewer-access.js';

function testSchema() {
  const builder = new SchemaBuilder<{ Context: GraphQLContext; AuthScopes: { access: AccessRule } }>({
    plugins: [TypeAccessPlugin, ScopeAuthPlugin],
    scopeAuth: {
      authScopes: (context) => ({ access: (rule) => viewerMay(rule, context) }),
      unauthorizedError: (_parent, context) => accessRefused(context),
    },
  });
  const Secret = builder.objectRef<{ code: string }>('Secret').implement({
    authScopes: { access: 'SIGNED_IN' },
    fields: (t) => ({ code: t.exposeString('code') }),
  });
  builder.queryType({
    fields: (t) => ({
      secrets: t.field({
        type: [Secret],
        nullable: true,
        authScopes: { access: true },
        resolve: () => [{ code: 'a' }, { code: 'b' }],
      }),
      nothing: t.field({ type: Secret, nullable: true, authScopes: { access: true }, resolve: () => null }),
    }),
  });
  return builder.toSchema();
}

const visitor = { viewer: null } as GraphQLContext;
const signedIn = {
  viewer: { user: { id: 'u1', type: 'BROKER', status: 'ACTIVE' }, company: { id: 'c1' }, privileges: new Set() },
} as unknown as GraphQLContext;

describe('type access plugin', () => {
  const schema = testSchema();
  const run = (query: string, contextValue: GraphQLContext) =>
    execute({ schema, document: parse(query), contextValue }) as Promise<{ data: unknown; errors?: unknown[] }>;

  it('checks the type rule on the field returning it, once, refusing a visitor', async () => {
    const refused = await run('{ secrets { code } }', visitor);
    expect(refused.data).toEqual({ secrets: null });
    expect(refused.errors).toHaveLength(1);
    expect(String(refused.errors?.[0])).toContain('You must be signed in');
  });

  it('lets a viewer who passes the rule read the objects', async () => {
    expect((await run('{ secrets { code } }', signedIn)).data).toEqual({ secrets: [{ code: 'a' }, { code: 'b' }] });
  });

  it('does not refuse a null value', async () => {
    expect(await run('{ nothing { code } }', visitor)).toEqual({ data: { nothing: null } });
  });

  it('leaves the type’s own plain fields to the default resolver, so graphql-jit can read them inline', () => {
    const secret = schema.getType('Secret') as GraphQLObjectType;
    expect([undefined, defaultFieldResolver]).toContain(secret.getFields().code?.resolve);
  });
});
