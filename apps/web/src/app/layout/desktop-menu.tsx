import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { isMenuGroup, type MenuEntry, type MenuGroup } from './main-menu';
import { MenuBadge } from './menu-badge';
import { DesktopGroupMenu } from './popup-parts';

/** The row menu of wide screens (from the lg breakpoint up). */
export function DesktopMenu({ entries }: { entries: readonly MenuEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1 }}>
      {entries.map((entry) =>
        isMenuGroup(entry) ? (
          <DesktopMenuGroup key={entry.label} group={entry} />
        ) : (
          <Button key={entry.label} color="inherit" component={RouterLink} to={entry.to}>
            {entry.label}
            <MenuBadge link={entry} />
          </Button>
        ),
      )}
    </Box>
  );
}

function DesktopMenuGroup({ group }: { group: MenuGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const mounted = useOpenedOnce(anchor !== null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor === null ? undefined : menuId}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {group.label}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <DesktopGroupMenu id={menuId} anchor={anchor} items={group.items} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
