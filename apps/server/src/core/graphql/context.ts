import type { AppContext } from '../../app-context.js';
import { unauthenticated } from '../errors.js';
import type { Viewer } from '../viewer/index.js';

/** Per request: the shared services, the signed-in viewer (or null) and a way to end the browser's session. */
export interface GraphQLContext {
  app: AppContext;
  viewer: Viewer | null;
  /** The client's address (behind TRUST_PROXY, the one the proxy names), for per-address limits. */
  clientAddress: string;
  clearSessionCookie(): void;
}

/** The signed-in viewer of a field whose access rule already requires one; narrows the type without a cast. */
export function signedInViewer(context: GraphQLContext): Viewer {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}
