import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { notificationAge } from '@shortlist/domain';
import { type KeyboardEvent, type UIEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FeedState, NotificationItem } from './notification-feed';

interface NotificationListProps {
  feed: FeedState;
  loading: boolean;
  onLoadMore: () => void;
  onSetRead: (ids: string[], isNew: boolean) => Promise<void>;
  /** Called when the user follows a notification's link (the popover closes). */
  onOpen: () => void;
}

const NEAR_BOTTOM_PX = 48;
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * Up and down arrows move between the notifications, as in a menu (from the popover itself too, which has focus when
 * it opens); Tab still reaches each read dot.
 */
export function moveBetweenItems(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  if (step === undefined) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('.MuiListItemButton-root')];
  const current = items.findIndex((item) => item.parentElement?.contains(document.activeElement));
  const next = items[current === -1 ? 0 : (current + step + items.length) % items.length];
  if (next === undefined) return;
  event.preventDefault();
  next.focus();
}

/**
 * Spec 1 §4: newest first; the dot toggles read state; opening an item marks it read; Mark All as Read; older items
 * load when scrolled to the bottom. Ages are relative under 7 days and refresh every 30 seconds.
 */
export function NotificationList({ feed, loading, onLoadMore, onSetRead, onOpen }: NotificationListProps) {
  const navigate = useNavigate();
  const now = useNow(30_000);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (scrollHeight - scrollTop - clientHeight < NEAR_BOTTOM_PX && !loading) onLoadMore();
  };
  const open = (item: NotificationItem) => {
    if (item.new) void onSetRead([item.id], false);
    onOpen();
    if (item.link) void navigate(item.link);
  };

  return (
    // The popover keeps 16px clear on each side of the screen, so on a phone the list is that much narrower.
    <Box sx={{ width: 'min(380px, calc(100vw - 32px))' }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Notifications
        </Typography>
        {/* Never disabled: disabling the focused button would drop focus out of the popover. */}
        <Button size="small" onClick={() => void onSetRead([], false)} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          Mark All as Read
        </Button>
      </Box>
      <Box sx={{ maxHeight: 420, overflowY: 'auto' }} onScroll={onScroll} data-testid="notification-scroller">
        {feed.items.length === 0 && !loading ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
            No new notifications at this time.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Notifications">
            {feed.items.map((item) => (
              <ListItem
                key={item.id}
                disablePadding
                secondaryAction={<ReadDot item={item} onToggle={() => void onSetRead([item.id], !item.new)} />}
              >
                <ListItemButton onClick={() => open(item)} sx={{ pr: 6 }}>
                  <ListItemText
                    primary={item.message}
                    secondary={notificationAge(new Date(item.createdAt), now)}
                    slotProps={{ primary: { sx: { fontWeight: item.new ? 600 : 400 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label="Loading notifications" />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

function ReadDot({ item, onToggle }: { item: NotificationItem; onToggle: () => void }) {
  const label = item.new ? 'Mark as read' : 'Mark as unread';
  return (
    <Tooltip title={label}>
      <IconButton edge="end" size="small" aria-label={label} aria-pressed={!item.new} onClick={onToggle}>
        <Box
          component="span"
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: item.new ? 'primary.main' : 'transparent',
            border: 2,
            borderColor: item.new ? 'primary.main' : 'grey.400',
          }}
        />
      </IconButton>
    </Tooltip>
  );
}

/** The current time, refreshed every `intervalMs`, so relative ages stay true while the list is open. */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
