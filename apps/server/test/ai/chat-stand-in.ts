import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in received: the bearer token and the chat-completions request body. */
export interface ReceivedChat {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    response_format?: { type: string };
    messages: Array<{ role: string; content: string }>;
  };
}

/** The stand-in's next answers: the model's message content, an HTTP error status, or no answer at all. */
export type ChatReply = { content: string } | { status: number } | 'hang';

export interface ChatStandIn {
  /** The base URL to configure as AI_BASE_URL. */
  url: string;
  received: ReceivedChat[];
  /** Every request from now on gets this reply. */
  reply(next: ChatReply): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-stand-in',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/** A local server speaking the OpenAI chat-completions protocol, on a free port. */
export async function startChatStandIn(): Promise<ChatStandIn> {
  const received: ReceivedChat[] = [];
  let next: ChatReply = { status: 500 };
  const server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as ReceivedChat['body'];
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (next === 'hang') return;
    // No wait before the client's retry.
    const headers = { 'content-type': 'application/json', 'retry-after-ms': '1' };
    if ('status' in next) {
      response.writeHead(next.status, headers).end(JSON.stringify({ error: { message: 'stand-in failure' } }));
      return;
    }
    response.writeHead(200, headers).end(JSON.stringify(completion(body.model, next.content)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    reply(value) {
      next = value;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
