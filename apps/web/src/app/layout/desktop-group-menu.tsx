import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { MenuLink } from './main-menu';

interface DesktopGroupMenuProps {
  id: string;
  anchor: HTMLElement | null;
  items: readonly MenuLink[];
  onClose: () => void;
}

/** The drop-down of a group of the row menu (loaded on the first open; see desktop-menu.tsx). */
export function DesktopGroupMenu({ id, anchor, items, onClose }: DesktopGroupMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
