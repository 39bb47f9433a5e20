import type { AppContext } from '../../../app-context.js';
import { createLocalEngine } from './local/index.js';
import type { AiProvider } from './provider.js';
import { type AiLog, createRemoteEngine } from './remote/remote-engine.js';

/**
 * The engine of the AI searches: the OpenAI-compatible endpoint when AI_BASE_URL is set, with the local engine as its
 * fallback; else the local engine alone (no network).
 */
export function createAiProvider(app: AppContext, log?: AiLog): AiProvider {
  const local = createLocalEngine(app.db);
  const { baseUrl, ...endpoint } = app.config.ai;
  return baseUrl ? createRemoteEngine({ baseUrl, ...endpoint }, local, { db: app.db, log }) : local;
}
