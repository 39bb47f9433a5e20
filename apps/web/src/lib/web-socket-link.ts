import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

function webSocketUrl(path: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}`;
}

/**
 * The subscriptions' transport (graphql-ws on `path`). Only signed-in pages subscribe, so the WebSocket client loads
 * with the first subscription rather than with the shell; every later subscription shares the same client.
 */
export function webSocketLink(path: string): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  return new ApolloLink((operation, forward) => {
    link ??= import('./web-socket-client').then(({ createWebSocketLink }) => createWebSocketLink(webSocketUrl(path)));
    return from(link).pipe(mergeMap((loaded) => loaded.request(operation, forward)));
  });
}
