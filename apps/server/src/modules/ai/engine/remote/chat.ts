import type OpenAI from 'openai';

/** The OpenAI-compatible endpoint (config `ai` with AI_BASE_URL set). */
export interface RemoteAiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Sends a system and a user message; resolves to the JSON object the model answered, or throws. */
export type AskJson = (system: string, user: string) => Promise<Record<string, unknown>>;

/** The model's answer could not be used (a reason safe to log: it never holds the prompt). */
export class UnusableAnswerError extends Error {}

/** One retry at most: a search is a background job, and the local engine answers when the endpoint does not. */
const MAX_RETRIES = 1;

/**
 * The openai client is loaded at the first call (a tenth of a second to load): a server without AI_BASE_URL never
 * loads it. An HTTP error, a time-out or a refused connection becomes an UnusableAnswerError naming its kind.
 */
export function createChat(config: RemoteAiConfig): AskJson {
  let loaded: Promise<{ client: OpenAI; APIError: typeof OpenAI.APIError }> | undefined;
  const load = () => {
    loaded ??= import('openai').then(({ default: OpenAIClient }) => ({
      APIError: OpenAIClient.APIError,
      client: new OpenAIClient({
        baseURL: config.baseUrl,
        // The endpoint's own key only: nothing is read from OPENAI_* variables. A local model server may need no
        // key, and then no Authorization header is sent.
        apiKey: config.apiKey ?? 'none',
        organization: null,
        project: null,
        defaultHeaders: config.apiKey ? undefined : { Authorization: null },
        timeout: config.timeoutMs,
        maxRetries: MAX_RETRIES,
        // Failures are logged once by the engine, without the prompt.
        logLevel: 'off',
      }),
    }));
    return loaded;
  };
  return async (system, user) => {
    const { client, APIError } = await load();
    const completion = await client.chat.completions
      .create({
        model: config.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        // No sampling settings: some models refuse any but their own (a refusal would always fall back).
        response_format: { type: 'json_object' },
      })
      .catch((error: unknown) => {
        throw error instanceof APIError ? new UnusableAnswerError(failureOf(error)) : error;
      });
    const content = completion.choices[0]?.message.content;
    if (!content) throw new UnusableAnswerError('the answer has no content');
    return parseJsonObject(content);
  };
}

/** The error's kind and HTTP status, never a body that might echo the prompt. */
const failureOf = (error: InstanceType<typeof OpenAI.APIError>) =>
  error.status ? `${error.constructor.name} (HTTP ${error.status})` : error.constructor.name;

/** The JSON object of an answer, also when a model wraps it in a Markdown code fence. */
export function parseJsonObject(content: string): Record<string, unknown> {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced);
  } catch {
    throw new UnusableAnswerError('the answer is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UnusableAnswerError('the answer is not a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Why a call failed, for the log. */
export const failureReason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
