import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import type { HttpClient } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';

export const MY_NOTIFICATIONS = `query Mine {
  notifications { total unread results { kind message link role isProductOwner isDomainExpert days project { id name } } }
}`;

export interface BellItem {
  kind: string;
  message: string;
  link: string | null;
  role: string | null;
  isProductOwner: boolean | null;
  isDomainExpert: boolean | null;
  days: number | null;
  project: { id: string; name: string } | null;
}

/** What the user's bell shows, newest first. */
export async function bellOf(client: HttpClient): Promise<BellItem[]> {
  const result = await client.graphql<{ notifications: { results: BellItem[] } }>(MY_NOTIFICATIONS);
  expect(result.errors).toBeUndefined();
  return result.data?.notifications.results ?? [];
}

/** Turns the user's 'project status update' e-mail switch off (spec 1 §2 account settings). */
export async function switchStatusMailsOff(testApp: TestApp, userId: string) {
  await testApp.running.app.db.update(users).set({ notifyProjectStatusUpdate: false }).where(eq(users.id, userId));
}

/** The decoded texts of the mails the address received, once every started delivery has finished. */
export async function mailsTo(testApp: TestApp, email: string): Promise<string[]> {
  await testApp.running.app.mailer.idle();
  return testApp.smtp.mailsTo(email).map((mail) => mail.text);
}
