import { type AccessRule, checkAccess, ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context.js';

/** Whether the request's viewer passes the rule (the domain's checkAccess semantics). */
export function viewerMay(rule: AccessRule, context: GraphQLContext): boolean {
  const { viewer } = context;
  return checkAccess(rule, {
    profile: viewer
      ? { id: viewer.user.id, type: viewer.user.type, status: viewer.user.status, companyId: viewer.company.id }
      : null,
    privileges: viewer?.privileges ?? new Set(),
  });
}

/** 401 for a visitor who is not signed in, 403 with the spec's wording for a signed-in user without the right. */
export function accessRefused(context: GraphQLContext): GraphQLError {
  return context.viewer
    ? new GraphQLError(MESSAGES.accessDenied, { extensions: { code: ERROR_CODES.forbidden, http: { status: 403 } } })
    : new GraphQLError('You must be signed in', {
        extensions: { code: ERROR_CODES.unauthenticated, http: { status: 401 } },
      });
}
