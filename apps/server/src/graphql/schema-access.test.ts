import { type GraphQLField, type GraphQLObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { TYPE_ACCESS_EXTENSION } from '../core/graphql/index.js';
import { schema } from './schema.js';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

function declaresAccess(extensions: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const options = extensions?.pothosOptions as { authScopes?: { access?: unknown } } | undefined;
  return options?.authScopes !== undefined && 'access' in options.authScopes && options.authScopes.access !== undefined;
}

/** Every root field names its own rule; a field of another type is covered by its own rule or its type's. */
function fieldsWithoutRule(): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeRule = !ROOT_TYPES.has(type.name) && type.extensions?.[TYPE_ACCESS_EXTENSION] !== undefined;
    const fields = Object.values((type as GraphQLObjectType).getFields()) as GraphQLField<unknown, unknown>[];
    for (const field of fields) {
      if (!typeRule && !declaresAccess(field.extensions)) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

describe('GraphQL schema', () => {
  it('declares an access rule for every field', () => {
    expect(fieldsWithoutRule()).toEqual([]);
  });

  it('has root fields to check', () => {
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toContain('profile');
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toContain('changePassword');
  });
});
