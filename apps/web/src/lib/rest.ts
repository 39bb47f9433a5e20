import { CSRF_HEADER, MESSAGES } from '@shortlist/domain';
import { z } from 'zod';
import { restErrorBody } from './error-body';
import { checkOnBehalfChoice, onBehalfHeaders } from './on-behalf';
import { RestError } from './rest-error';

/** The common success body of the account routes. */
export const okSchema = z.object({ ok: z.literal(true) });

/** Messages used when an error answer carries none (for instance a proxy's HTML page). */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  413: MESSAGES.fileSizeLimit,
};

interface RestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as a multipart body. */
  formData?: FormData;
  query?: Readonly<Record<string, string | undefined>>;
}

function withQuery(path: string, query: RestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toRestError(status: number, payload: unknown): RestError {
  const body = restErrorBody(payload) ?? {};
  return new RestError({
    status,
    code: body.code ?? `HTTP_${status}`,
    message: body.message || STATUS_MESSAGES[status] || MESSAGES.generic,
    fields: body.fields ?? null,
  });
}

/**
 * Calls a REST route of the server with the session cookie, and checks the answer against `schema`.
 * Throws a RestError for an error status or an unexpected body; a network failure rejects with fetch's own error.
 */
export async function rest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RestOptions = {},
): Promise<z.output<Schema>> {
  const headers = new Headers({ Accept: 'application/json', [CSRF_HEADER]: '1', ...onBehalfHeaders() });
  let body: BodyInit | undefined;
  if (options.formData !== undefined) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const response = await fetch(withQuery(path, options.query), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'include',
  });
  const payload = await readJson(response);
  if (response.status === 403) await checkOnBehalfChoice();
  if (!response.ok) throw toRestError(response.status, payload);
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new RestError({ status: response.status, code: 'BAD_RESPONSE', message: MESSAGES.generic });
  return parsed.data;
}
