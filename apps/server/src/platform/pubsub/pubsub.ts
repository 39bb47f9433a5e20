import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/** What a user's notification channel carries: a new notification, or a change of read state. */
export type NotificationEvent =
  | { type: 'CREATED'; notificationId: string }
  | { type: 'READ_STATE'; ids: string[]; isNew: boolean; all: boolean };

/** Sessions that ended (sign-out, rotation at sign-in, password change or reset): their sockets must close. */
export type SessionsRevoked = { sessionIds: string[] } | { userId: string };

/** Topics and their payloads; a topic with an id argument is one channel per id. */
export type PubSubTopics = {
  'notification:user': [userId: string, event: NotificationEvent];
  'sessions:revoked': [event: SessionsRevoked];
};

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export interface LiveEvents {
  pubsub: AppPubSub;
  /** A Redis connection for ordinary commands (shared rate-limit counters); null without REDIS_URL. */
  redis: Redis | null;
  close(): Promise<void>;
}

/**
 * Yoga's pub/sub, in memory for one instance, or through Redis (`REDIS_URL`) so that an event published by one server
 * instance reaches subscribers connected to any other.
 */
export function createLiveEvents(redisUrl: string | undefined): LiveEvents {
  if (!redisUrl) return { pubsub: createPubSub<PubSubTopics>(), redis: null, close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // The server subscribes at start-up, before the connection is ready; the ready check (INFO) would then be refused
  // on a connection already in subscriber mode.
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3, enableReadyCheck: false });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    // The publishing connection never enters subscriber mode, so it can run commands too.
    redis: publishClient,
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
