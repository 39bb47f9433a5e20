import { ApolloArmor } from '@escape.tech/graphql-armor';
import { ERROR_CODES } from '@shortlist/domain';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  type OperationTypeNode,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from '../core/graphql/index.js';
import { storableText } from '../core/graphql/index.js';

/** graphql-armor's limits on every document, over HTTP and the websocket alike. */
export const ARMOR_LIMITS = {
  maxDepth: { n: 12 },
  maxAliases: { n: 20 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  costLimit: { maxCost: 5000 },
};

/** A document parsed, validated and compiled once; every later request with the same text runs the compiled code. */
export interface PreparedOperation {
  document: DocumentNode;
  kind: OperationTypeNode;
  run(context: GraphQLContext, variables: Record<string, unknown> | undefined): Promise<ExecutionResult>;
}

/** Why a document cannot run: it does not parse, names no operation, or breaks a validation rule (all status 400). */
export interface RefusedOperation {
  errors: readonly GraphQLError[];
}

/** Field suggestions ("Did you mean …?") would let a visitor map the schema that introspection hides. */
const withoutSuggestions = (error: GraphQLError) =>
  new GraphQLError(error.message.replace(/Did you mean ".+"\?/g, '[Suggestion hidden]').trim(), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...error.extensions, http: { spec: true, status: 400 } },
  });

const parseFailure = (error: GraphQLError) =>
  new GraphQLError(error.message, {
    source: error.source,
    positions: error.positions,
    extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { spec: true, status: 400 } },
  });

const MAX_CACHED_DOCUMENTS = 1000;

/**
 * Parse, validation and graphql-jit compilation cached by document text (and operation name). The web app sends a
 * few dozen fixed documents, so after the first request of each, a request costs only its resolvers. The cache is
 * bounded: when it is full the oldest entry goes.
 */
export function operationPreparer(schema: GraphQLSchema, options: { introspection: boolean }) {
  const rules: ValidationRule[] = [
    ...specifiedRules,
    ...(new ApolloArmor(ARMOR_LIMITS).protect().validationRules ?? []),
    storableText,
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  const cache = new Map<string, PreparedOperation | RefusedOperation>();

  function prepare(query: string, operationName: string | undefined): PreparedOperation | RefusedOperation {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: ARMOR_LIMITS.maxTokens.n });
    } catch (error) {
      if (error instanceof GraphQLError) return { errors: [parseFailure(error)] };
      throw error;
    }
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      const message = 'Could not determine what operation to execute.';
      return { errors: [new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } })] };
    }
    const errors = validate(schema, document, rules);
    if (errors.length > 0) return { errors: errors.map(withoutSuggestions) };
    const compiled = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(compiled)) return { errors: compiled.errors ?? [] };
    return { document, kind: operation.operation, run: runner(compiled) };
  }

  return (query: string, operationName: string | undefined): PreparedOperation | RefusedOperation => {
    const key = `${operationName ?? ''}\n${query}`;
    let prepared = cache.get(key);
    if (!prepared) {
      prepared = prepare(query, operationName);
      if (cache.size >= MAX_CACHED_DOCUMENTS) cache.delete(cache.keys().next().value as string);
      cache.set(key, prepared);
    }
    return prepared;
  };
}

export type OperationPreparer = ReturnType<typeof operationPreparer>;

/**
 * A variable that its type refuses (graphql-jit answers without data): bad input, 400 where the GraphQL-over-HTTP spec
 * asks for it, with the reason a scalar of ours gave (e.g. DateTime's) in place of jit's "Expected type X.".
 */
function variableRefusal(error: GraphQLError): GraphQLError {
  const reason = error.originalError instanceof GraphQLError ? error.originalError.message : null;
  return new GraphQLError(reason ? error.message.replace(/Expected type \w+\.$/, reason) : error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code: ERROR_CODES.badUserInput, http: { spec: true, status: 400 } },
  });
}

const runner =
  (compiled: CompiledQuery) =>
  async (context: GraphQLContext, variables: Record<string, unknown> | undefined): Promise<ExecutionResult> => {
    const result = await compiled.query(undefined, context, variables ?? {});
    return 'data' in result || !result.errors ? result : { errors: result.errors.map(variableRefusal) };
  };
