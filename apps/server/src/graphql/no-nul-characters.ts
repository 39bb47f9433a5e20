import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * PostgreSQL cannot store U+0000. JSON bodies are checked by the HTTP layer; this rule refuses the character in
 * GraphQL string literals (where it can be written as an escape) before anything runs.
 */
export const noNulCharacters: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) {
      context.reportError(
        new GraphQLError(MESSAGES.nulCharacter, { nodes: node, extensions: { code: ERROR_CODES.badUserInput } }),
      );
    }
  },
});
