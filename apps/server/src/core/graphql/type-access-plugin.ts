import SchemaBuilder, {
  BasePlugin,
  isThenable,
  type PothosOutputFieldConfig,
  type PothosTypeConfig,
  type SchemaTypes,
  unwrapOutputFieldType,
} from '@pothos/core';
import type { AccessRule } from '@shortlist/domain';
import type { GraphQLFieldResolver } from 'graphql';
import type { GraphQLContext } from './context.js';
import { accessRefused, viewerMay } from './viewer-access.js';

const pluginName = 'typeAccess';

/** Where an object type's rule is kept once taken from scope-auth; the schema test reads it from there. */
export const TYPE_ACCESS_EXTENSION = 'typeAccess';

const ROOT_KINDS = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * An object type's `authScopes: { access }` is checked once on each field that returns the type, after that field
 * resolves, instead of by scope-auth on every field of the type. Every AccessRule depends only on the viewer, so the
 * outcome is the same; but scope-auth's per-field wrapper kept graphql-jit from reading plain columns inline, which
 * cost a resolver call per field per row (a third of the calendar's server CPU). List this plugin before scope-auth.
 */
export class TypeAccessPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onTypeConfig(typeConfig: PothosTypeConfig): PothosTypeConfig {
    const rule = (typeConfig.pothosOptions as { authScopes?: { access?: AccessRule } }).authScopes?.access;
    if (typeConfig.kind !== 'Object' || ROOT_KINDS.has(typeConfig.name) || rule === undefined) return typeConfig;
    const { authScopes: _movedToFields, ...pothosOptions } = typeConfig.pothosOptions as Record<string, unknown>;
    return {
      ...typeConfig,
      pothosOptions: pothosOptions as typeof typeConfig.pothosOptions,
      extensions: { ...typeConfig.extensions, [TYPE_ACCESS_EXTENSION]: rule },
    };
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const returned = this.buildCache.getTypeConfig(unwrapOutputFieldType(fieldConfig.type));
    const rule = returned.extensions?.[TYPE_ACCESS_EXTENSION] as AccessRule | undefined;
    if (rule === undefined) return resolver;
    // The plugin serves this schema's builder only, whose context is GraphQLContext.
    const allowed = (value: unknown, context: Types['Context']) => {
      const request = context as GraphQLContext;
      if (value != null && !viewerMay(rule, request)) throw accessRefused(request);
      return value;
    };
    return (parent, args, context, info) => {
      const value = resolver(parent, args, context, info);
      return isThenable(value) ? value.then((resolved) => allowed(resolved, context)) : allowed(value, context);
    };
  }
}

SchemaBuilder.registerPlugin(pluginName, TypeAccessPlugin);

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      typeAccess: TypeAccessPlugin<Types>;
    }
  }
}

export default pluginName;
