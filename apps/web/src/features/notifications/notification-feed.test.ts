import { describe, expect, it } from 'vitest';
import {
  EMPTY_FEED,
  FEED_PAGE_SIZE,
  type NotificationItem,
  withEvent,
  withPage,
  withReadState,
} from './notification-feed';

const item = (id: string, isNew = true): NotificationItem => ({
  id,
  kind: 'AWAITING_ANSWERS',
  new: isNew,
  createdAt: '2026-11-21T10:00:00.000Z',
  message: `Message ${id}`,
  link: null,
});

describe('notification feed', () => {
  it('appends older pages without duplicates and stops when a page comes back short', () => {
    const full = Array.from({ length: FEED_PAGE_SIZE }, (_, index) => item(`a${index}`));
    const first = withPage(EMPTY_FEED, { results: full, unread: 25, total: 25 }, true);
    expect(first.hasMore).toBe(true);
    const second = withPage(first, { results: [item('a19'), item('b1')], unread: 25, total: 25 }, false);
    expect(second.items.map((entry) => entry.id).slice(-2)).toEqual(['a19', 'b1']);
    expect(second.items).toHaveLength(FEED_PAGE_SIZE + 1);
    expect(second.hasMore).toBe(false);
  });

  it('puts a live notification on top and takes the unread count from the event', () => {
    const state = withPage(EMPTY_FEED, { results: [item('old', false)], unread: 0, total: 1 }, true);
    const next = withEvent(state, {
      type: 'CREATED',
      ids: [],
      isNew: null,
      all: false,
      unread: 1,
      notification: item('fresh'),
    });
    expect(next.items.map((entry) => entry.id)).toEqual(['fresh', 'old']);
    expect(next).toMatchObject({ unread: 1, total: 2 });
  });

  it('marks one, or all, read', () => {
    const state = withPage(EMPTY_FEED, { results: [item('x'), item('y')], unread: 2, total: 2 }, true);
    expect(withReadState(state, ['x'], false, false).items.map((entry) => entry.new)).toEqual([false, true]);
    const allRead = withEvent(state, {
      type: 'READ_STATE',
      ids: [],
      isNew: false,
      all: true,
      unread: 0,
      notification: null,
    });
    expect(allRead.items.every((entry) => !entry.new)).toBe(true);
    expect(allRead.unread).toBe(0);
  });
});
