import type { AppContext } from '../app-context.js';
import type { Viewer } from '../modules/accounts/viewer.js';

/** Per request: the shared services, the signed-in viewer (or null) and a way to end the browser's session. */
export interface GraphQLContext {
  app: AppContext;
  viewer: Viewer | null;
  clearSessionCookie(): void;
}
