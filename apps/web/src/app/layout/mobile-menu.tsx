import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { type ReactNode, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import type { MenuEntry } from './main-menu';
import { MobileMenuDrawer } from './popup-parts';

interface MobileMenuProps {
  entries: readonly MenuEntry[];
  /** Controls that do not fit the top bar on small screens, shown above the menu (the on-behalf picker). */
  header?: ReactNode;
}

/** Below the lg breakpoint: a hamburger that slides in a drawer with collapsible sub-menus (loaded on first open). */
export function MobileMenu({ entries, header }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <IconButton color="inherit" aria-label="Open menu" onClick={() => setOpen(true)} sx={{ display: { lg: 'none' } }}>
        <MenuIcon />
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer entries={entries} header={header} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
