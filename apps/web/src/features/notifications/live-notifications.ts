import { useEffect, useRef } from 'react';
import type { NotificationKind } from '../../gql/graphql';
import type { NotificationItem } from './notification-feed';

type Listener = (notification: NotificationItem) => void;

/**
 * The pages that react to a live notification (e.g. the AI cards on 'search request completed') listen here: the
 * notification centre, which holds the one subscription, announces every notification that arrives.
 */
const listeners = new Set<Listener>();

export function announceLiveNotification(notification: NotificationItem) {
  for (const listener of listeners) listener(notification);
}

/** Calls `onNotification` for each live notification of `kind` while the calling component is mounted. */
export function useLiveNotification(kind: NotificationKind, onNotification: Listener) {
  const latest = useRef(onNotification);
  useEffect(() => {
    latest.current = onNotification;
  }, [onNotification]);
  useEffect(() => {
    const listener: Listener = (notification) => {
      if (notification.kind === kind) latest.current(notification);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [kind]);
}
