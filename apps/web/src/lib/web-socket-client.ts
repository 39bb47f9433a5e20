import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** The graphql-ws client as an Apollo link; loaded on demand by web-socket-link.ts. */
export function createWebSocketLink(url: string): GraphQLWsLink {
  return new GraphQLWsLink(createClient({ url, lazy: true, retryAttempts: Infinity, shouldRetry: () => true }));
}
