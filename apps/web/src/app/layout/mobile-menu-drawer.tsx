import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isMenuGroup, type MenuEntry, type MenuGroup, type MenuLink } from './main-menu';
import { MenuBadge } from './menu-badge';

interface MobileMenuDrawerProps {
  entries: readonly MenuEntry[];
  header?: ReactNode;
  open: boolean;
  onClose: () => void;
}

/** The drawer of the small-screen menu (loaded on the first open; see mobile-menu.tsx). */
export function MobileMenuDrawer({ entries, header, open, onClose }: MobileMenuDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 'min(80vw, 340px)' } } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {header ? <Box sx={{ px: 2, pb: 1 }}>{header}</Box> : null}
      <Box component="nav" aria-label="Main">
        <List>
          {entries.map((entry) =>
            isMenuGroup(entry) ? (
              <DrawerGroup key={entry.label} group={entry} onNavigate={onClose} />
            ) : (
              <DrawerLink key={entry.label} link={entry} onNavigate={onClose} />
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}

interface DrawerLinkProps {
  link: MenuLink;
  onNavigate: () => void;
  nested?: boolean;
}

function DrawerLink({ link, onNavigate, nested = false }: DrawerLinkProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={link.to} onClick={onNavigate} sx={nested ? { pl: 4 } : undefined}>
        <ListItemText primary={link.label} />
        <MenuBadge link={link} />
      </ListItemButton>
    </ListItem>
  );
}

function DrawerGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
        <ListItemText primary={group.label} />
        {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto">
        <List id={listId} disablePadding>
          {group.items.map((item) => (
            <DrawerLink key={item.to} link={item} onNavigate={onNavigate} nested />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
