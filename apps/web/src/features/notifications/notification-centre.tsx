import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Button, IconButton, Popover } from '@mui/material';
import { NOTIFICATION_BADGE_MAX } from '@shortlist/domain';
import { type SnackbarKey, useSnackbar } from 'notistack';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { announceLiveNotification } from './live-notifications';
import { moveBetweenItems, NotificationList } from './notification-list';
import { useNotificationFeed } from './use-notification-feed';

/**
 * The bell of the top bar (spec 1 §2, §4): unread badge (at most 100), the list in a popover, and every new
 * notification that arrives live shown as an info toast with a View link.
 */
export function NotificationCentre() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const navigate = useNavigate();
  // A toast's View button outlives renders; it reaches the current setRead through this ref.
  const setReadRef = useRef<(ids: string[], isNew: boolean) => Promise<void>>(async () => undefined);

  const { feed, loading, loadMore, setRead } = useNotificationFeed(
    useCallback(
      (event) => {
        const notification = event.notification;
        if (!notification) return;
        announceLiveNotification(notification);
        const { link } = notification;
        enqueueSnackbar(notification.message, {
          variant: 'info',
          action: (key: SnackbarKey) =>
            link ? (
              // Toasts render outside the router, so the link navigates through the page's navigate().
              <Button
                color="inherit"
                size="small"
                href={link}
                onClick={(event) => {
                  event.preventDefault();
                  closeSnackbar(key);
                  void setReadRef.current([notification.id], false);
                  void navigate(link);
                }}
              >
                View
              </Button>
            ) : null,
        });
      },
      [enqueueSnackbar, closeSnackbar, navigate],
    ),
  );
  useEffect(() => {
    setReadRef.current = setRead;
  }, [setRead]);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Notifications, ${feed.unread} unread`}
        aria-haspopup="true"
        aria-controls={anchor === null ? undefined : popoverId}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={feed.unread} max={NOTIFICATION_BADGE_MAX} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { onKeyDown: moveBetweenItems } }}
      >
        <NotificationList
          feed={feed}
          loading={loading}
          onLoadMore={loadMore}
          onSetRead={setRead}
          onOpen={() => setAnchor(null)}
        />
      </Popover>
    </>
  );
}
