import { useState } from 'react';

/**
 * True from the first time `open` is true. A popup whose code loads on first use mounts then and stays mounted, so
 * that it can play its closing transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
