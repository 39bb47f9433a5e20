import { ERROR_CODES, unstorableTextProblem } from '@shortlist/domain';
import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * PostgreSQL cannot store U+0000 or unpaired surrogates. JSON bodies and variables are checked by the HTTP layer
 * (http/request-values.ts); this rule refuses such text in GraphQL string literals (where U+0000 can be written as an
 * escape) before anything runs.
 */
export const storableText: ValidationRule = (context) => ({
  StringValue(node) {
    const problem = unstorableTextProblem(node.value);
    if (problem) {
      context.reportError(new GraphQLError(problem, { nodes: node, extensions: { code: ERROR_CODES.badUserInput } }));
    }
  },
});
