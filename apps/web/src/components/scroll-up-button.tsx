import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab } from '@mui/material';
import { SCROLL_UP_THRESHOLD_PX } from '@shortlist/domain';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Appears once the page has been scrolled past the threshold and takes the user back to the top. */
export function ScrollUpButton() {
  const visible = useSyncExternalStore(
    subscribe,
    () => window.scrollY > SCROLL_UP_THRESHOLD_PX,
    () => false,
  );
  if (!visible) return null;
  return (
    <Fab
      size="small"
      color="primary"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <KeyboardArrowUpIcon />
    </Fab>
  );
}
