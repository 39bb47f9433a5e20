import OpenAI from 'openai';

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

export function createChat(config: RemoteAiConfig): AskJson {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // The endpoint's own key only: nothing is read from OPENAI_* variables. A local model server may need no key,
    // and then no Authorization header is sent.
    apiKey: config.apiKey ?? 'none',
    organization: null,
    project: null,
    defaultHeaders: config.apiKey ? undefined : { Authorization: null },
    timeout: config.timeoutMs,
    maxRetries: MAX_RETRIES,
    // Failures are logged once by the engine, without the prompt.
    logLevel: 'off',
  });
  return async (system, user) => {
    const completion = await client.chat.completions.create({
      model: config.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      response_format: { type: 'json_object' },
      temperature: 0.2,
    });
    const content = completion.choices[0]?.message.content;
    if (!content) throw new UnusableAnswerError('the answer has no content');
    return parseJsonObject(content);
  };
}

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

/** Why a call failed, for the log: the error's kind and HTTP status, never a body that might echo the prompt. */
export function failureReason(error: unknown): string {
  if (error instanceof OpenAI.APIError) {
    return error.status ? `${error.constructor.name} (HTTP ${error.status})` : error.constructor.name;
  }
  return error instanceof Error ? error.message : String(error);
}
