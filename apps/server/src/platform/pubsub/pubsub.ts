import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/** What a user's notification channel carries: a new notification, or a change of read state. */
export type NotificationEvent =
  | { type: 'CREATED'; notificationId: string }
  | { type: 'READ_STATE'; ids: string[]; isNew: boolean; all: boolean };

/** Topics and their payloads; a topic with an id argument is one channel per id. */
export type PubSubTopics = {
  'notification:user': [userId: string, event: NotificationEvent];
};

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export interface LiveEvents {
  pubsub: AppPubSub;
  close(): Promise<void>;
}

/**
 * Yoga's pub/sub, in memory for one instance, or through Redis (`REDIS_URL`) so that an event published by one server
 * instance reaches subscribers connected to any other.
 */
export function createLiveEvents(redisUrl: string | undefined): LiveEvents {
  if (!redisUrl) return { pubsub: createPubSub<PubSubTopics>(), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
