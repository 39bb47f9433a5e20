import type { AppContext } from '../../../app-context.js';
import { createLocalEngine } from './local/index.js';
import type { AiProvider } from './provider.js';

// A stand-in of i36-remote's engine/index.ts (replaced at merge): the local engine only.
export function createAiProvider(app: AppContext): AiProvider {
  return createLocalEngine(app.db);
}
