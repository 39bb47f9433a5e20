import { CSRF_HEADER } from '@shortlist/domain';

export interface HttpResult<Body = Record<string, unknown>> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface GraphQLResult<Data = Record<string, unknown>> {
  status: number;
  data: Data | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
}

/** A browser-like client over real HTTP: it keeps the cookies the server sets and sends them back. */
export function createHttpClient(baseUrl: string) {
  const cookies = new Map<string, string>();

  async function request<Body>(
    method: string,
    path: string,
    init: { json?: unknown; body?: BodyInit; binary?: boolean; headers?: Record<string, string> } = {},
  ) {
    // What the web app sends with every request (see protectFromCrossSiteRequests).
    const headers: Record<string, string> = { [CSRF_HEADER]: '1' };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, init.headers);
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    if (init.binary) {
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, body: bytes as Body, headers: response.headers };
    }
    const text = await response.text();
    const body = (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as Body;
    return { status: response.status, body, headers: response.headers };
  }

  return {
    cookies,
    get: <Body = Record<string, unknown>>(path: string): Promise<HttpResult<Body>> => request<Body>('GET', path),
    post: <Body = Record<string, unknown>>(path: string, json: unknown): Promise<HttpResult<Body>> =>
      request<Body>('POST', path, { json }),
    /** Any other request (DELETE, a raw body, extra headers), as the web app sends it. */
    send: <Body = Record<string, unknown>>(
      method: string,
      path: string,
      init: { body?: BodyInit; headers?: Record<string, string> } = {},
    ): Promise<HttpResult<Body>> => request<Body>(method, path, init),
    /** The raw bytes of a response, for downloads. */
    download: (path: string): Promise<HttpResult<Buffer>> => request<Buffer>('GET', path, { binary: true }),
    upload: <Body = unknown>(path: string, form: FormData): Promise<HttpResult<Body>> =>
      request<Body>('POST', path, { body: form }),
    async graphql<Data = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
    ): Promise<GraphQLResult<Data>> {
      const result = await request<{ data?: Data | null; errors?: GraphQLResult['errors'] }>('POST', '/api/graphql', {
        json: { query, variables },
      });
      return { status: result.status, data: result.body.data ?? null, errors: result.body.errors };
    },
    signIn: (email: string, password: string) => request('POST', '/api/login', { json: { email, password } }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
