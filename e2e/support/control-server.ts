import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/app-context.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import { type NewNotification, notify } from '../../apps/server/src/modules/notifications/notify.js';

/**
 * Test infrastructure, never part of the product: lets a journey raise a notification for a user by e-mail through
 * the real notify() (stored, published, delivered over the websocket), as the areas that raise them (projects, FAQ,
 * suppliers) will. Listens on loopback only, in the journey server process.
 */
export async function startControlServer(app: AppContext, port: number) {
  const server = createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const { email, notification } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        email: string;
        notification: NewNotification;
      };
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      if (!user || request.url !== '/notify') throw new Error('Unknown user or path');
      await notify(app, [user.id], notification);
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(400).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => server.close() };
}

/** Raises a notification for the user with this e-mail on the journey server. */
export async function raiseNotification(controlUrl: string, email: string, notification: NewNotification) {
  const response = await fetch(`${controlUrl}/notify`, {
    method: 'POST',
    body: JSON.stringify({ email, notification }),
  });
  if (response.status !== 204) throw new Error(`Could not raise the notification: ${await response.text()}`);
}
