import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { CSRF_HEADER, ERROR_CODES, SESSION_EXPIRED_HASH } from '@shortlist/domain';
import { OperationTypeNode } from 'graphql';
import { forgetRefusedChoice, isOnBehalfRefusal, onBehalfHeaders } from './on-behalf';
import { isSignedOutPath, SIGN_IN_PATH } from './paths';
import { rememberRedirectTarget } from './redirect-target';
import { webSocketLink } from './web-socket-link';

const GRAPHQL_PATH = '/api/graphql';

function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphQLError) => graphQLError.extensions?.code === ERROR_CODES.unauthenticated);
  }
  return false;
}

let signingOut = false;

/**
 * While the user signs out, requests already on their way answer 401; that is the sign-out itself, not an expired
 * session, so it must not open the session-expired dialog.
 */
export function setSigningOut(value: boolean): void {
  signingOut = value;
}

/** Remembers where the user was and reloads on the sign-in page with the session-expired marker. */
function sendToSignIn(): void {
  if (signingOut) return;
  const { pathname, search, hash } = window.location;
  if (pathname === SIGN_IN_PATH && hash === SESSION_EXPIRED_HASH) return;
  if (!isSignedOutPath(pathname)) rememberRedirectTarget(`${pathname}${search}`);
  window.location.assign(`${SIGN_IN_PATH}${SESSION_EXPIRED_HASH}`);
}

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', headers: { [CSRF_HEADER]: '1' } });
  const errorLink = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) sendToSignIn();
    if (ServerError.is(error) && isOnBehalfRefusal(error.statusCode, error.bodyText)) forgetRefusedChoice();
  });
  // Spec 1 §6: while an administrator acts on behalf of a company, every request names it.
  const onBehalfLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...onBehalfHeaders() },
    }));
    return forward(operation);
  });
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    webSocketLink(GRAPHQL_PATH),
    httpLink,
  );
  // A copied question keeps its options' ids, so an option is no record of its own: it lives inside its question.
  const cache = new InMemoryCache({ typePolicies: { QuestionOption: { keyFields: false } } });
  return new ApolloClient({ link: ApolloLink.from([errorLink, onBehalfLink, transport]), cache });
}
