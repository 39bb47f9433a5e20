import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form fields the SDK sent, flattened as Stripe encodes them (e.g. `line_items[0][price]`). */
  form: Record<string, string>;
  authorization: string | undefined;
}

type Answer = { status?: number; body: Record<string, unknown> };
type Responder = (request: RecordedRequest) => Answer;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * A local stand-in of the parts of Stripe's API the server calls. It records every request and answers from the
 * responders the test sets per "METHOD /path" (a trailing `*` matches any id); anything else answers 404 as Stripe does.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const responders = new Map<string, Responder>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const raw = await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : raw));
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      form,
      authorization: request.headers.authorization,
    };
    requests.push(recorded);
    const key = `${recorded.method} ${recorded.path}`;
    const responder =
      responders.get(key) ??
      [...responders].find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
    const answer: Answer = responder
      ? responder(recorded)
      : { status: 404, body: { error: { type: 'invalid_request_error', message: `No stand-in for ${key}` } } };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': 'req_standin' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(route: string, responder: Responder) {
      responders.set(route, responder);
    },
    /** The requests made to "METHOD /path" so far. */
    made: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** A Stripe subscription object as the API and webhooks carry it. */
export function stripeSubscription(values: {
  id: string;
  customer: string;
  priceId: string;
  status?: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  companyId?: string;
}) {
  return {
    id: values.id,
    object: 'subscription',
    customer: values.customer,
    status: values.status ?? 'active',
    cancel_at_period_end: values.cancelAtPeriodEnd ?? false,
    metadata: values.companyId ? { companyId: values.companyId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${values.id}`,
          object: 'subscription_item',
          current_period_end: values.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
          price: { id: values.priceId, object: 'price' },
        },
      ],
    },
  };
}
