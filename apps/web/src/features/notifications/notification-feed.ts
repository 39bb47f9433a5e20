import type { NotificationEventsSubscription, NotificationItemFragment } from '../../gql/graphql';

export type NotificationItem = NotificationItemFragment;
type NotificationEvent = NotificationEventsSubscription['notificationEvents'];

/** What the notification centre shows: the loaded notifications (newest first) and the counts. */
export interface FeedState {
  items: NotificationItem[];
  unread: number;
  total: number;
  /** False once a page came back shorter than asked, so scrolling stops asking for more. */
  hasMore: boolean;
}

export const EMPTY_FEED: FeedState = { items: [], unread: 0, total: 0, hasMore: false };
export const FEED_PAGE_SIZE = 20;

/** Adds a page fetched with the last item's id as cursor (or the first page when `replace`). */
export function withPage(
  state: FeedState,
  page: { results: NotificationItem[]; unread: number; total: number },
  replace: boolean,
): FeedState {
  const known = replace ? [] : state.items;
  const ids = new Set(known.map((item) => item.id));
  return {
    items: [...known, ...page.results.filter((item) => !ids.has(item.id))],
    unread: page.unread,
    total: page.total,
    hasMore: page.results.length === FEED_PAGE_SIZE,
  };
}

/** Marks items read or unread; `all` with isNew false marks every item read. */
export function withReadState(state: FeedState, ids: readonly string[], isNew: boolean, all: boolean): FeedState {
  const targets = new Set(ids);
  return {
    ...state,
    items: state.items.map((item) => (all || targets.has(item.id) ? { ...item, new: isNew } : item)),
  };
}

/** Applies a live event: a new notification goes on top; a read-state change updates the items. */
export function withEvent(state: FeedState, event: NotificationEvent): FeedState {
  if (event.type === 'CREATED' && event.notification) {
    const fresh = event.notification;
    if (state.items.some((item) => item.id === fresh.id)) return { ...state, unread: event.unread };
    return { ...state, items: [fresh, ...state.items], unread: event.unread, total: state.total + 1 };
  }
  if (event.type === 'READ_STATE') {
    return { ...withReadState(state, event.ids, event.isNew ?? false, event.all), unread: event.unread };
  }
  return state;
}
