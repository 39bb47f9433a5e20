import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announceLiveNotification, useLiveNotification } from './live-notifications';
import type { NotificationItem } from './notification-feed';

const notification = (kind: NotificationItem['kind']): NotificationItem => ({
  id: `n-${kind}`,
  kind,
  new: true,
  createdAt: '2030-03-01T10:00:00.000Z',
  message: 'A message',
  link: null,
});

describe('useLiveNotification', () => {
  it('hears the live notifications of its kind while mounted, and no others', () => {
    const heard = vi.fn();
    const { unmount } = renderHook(() => useLiveNotification('SEARCH_REQUEST_COMPLETED', heard));
    announceLiveNotification(notification('FAQ_QUESTION'));
    announceLiveNotification(notification('SEARCH_REQUEST_COMPLETED'));
    expect(heard).toHaveBeenCalledExactlyOnceWith(notification('SEARCH_REQUEST_COMPLETED'));
    unmount();
    announceLiveNotification(notification('SEARCH_REQUEST_COMPLETED'));
    expect(heard).toHaveBeenCalledOnce();
  });
});
