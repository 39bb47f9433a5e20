import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotificationEventsSubscription } from '../../gql/graphql';
import {
  ChangeNotificationReadStateDocument,
  NotificationEventsDocument,
  NotificationsDocument,
} from './notification-documents';
import { EMPTY_FEED, FEED_PAGE_SIZE, type FeedState, withEvent, withPage, withReadState } from './notification-feed';

type LiveEvent = NotificationEventsSubscription['notificationEvents'];

/**
 * The signed-in user's notifications: the first page on mount, older pages on demand (cursor = last id), live events
 * over the websocket, and read-state changes (applied at once, then confirmed by the server's count).
 */
export function useNotificationFeed(onLiveNotification: (event: LiveEvent) => void) {
  const client = useApolloClient();
  const [feed, setFeed] = useState<FeedState>(EMPTY_FEED);
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);
  const [changeReadState] = useMutation(ChangeNotificationReadStateDocument);

  const load = useCallback(
    async (before: string | null) => {
      if (loadingRef.current) return;
      loadingRef.current = true;
      setLoading(true);
      try {
        const { data } = await client.query({
          query: NotificationsDocument,
          variables: { before, first: FEED_PAGE_SIZE },
          fetchPolicy: 'network-only',
        });
        if (data) setFeed((state) => withPage(state, data.notifications, before === null));
      } finally {
        loadingRef.current = false;
        setLoading(false);
      }
    },
    [client],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  useSubscription(NotificationEventsDocument, {
    onData: ({ data }) => {
      const event = data.data?.notificationEvents;
      if (!event) return;
      setFeed((state) => withEvent(state, event));
      if (event.type === 'CREATED') onLiveNotification(event);
    },
  });

  const loadMore = useCallback(() => {
    const last = feed.items.at(-1);
    if (feed.hasMore && last) void load(last.id);
  }, [feed, load]);

  /** Marks notifications read (isNew false) or unread; empty ids with isNew false marks all read. */
  const setRead = useCallback(
    async (ids: string[], isNew: boolean) => {
      setFeed((state) => withReadState(state, ids, isNew, ids.length === 0));
      const { data } = await changeReadState({ variables: { ids, isNew } });
      if (data) setFeed((state) => ({ ...state, unread: data.changeNotificationReadState }));
    },
    [changeReadState],
  );

  return { feed, loading, loadMore, setRead };
}
