import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Collapse, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isMenuGroup, type MenuEntry, type MenuGroup, type MenuLink } from './main-menu';

interface MobileMenuProps {
  entries: readonly MenuEntry[];
  /** Controls that do not fit the top bar on small screens, shown above the menu (the on-behalf picker). */
  header?: ReactNode;
}

/** Below the lg breakpoint: a hamburger that slides in a drawer with collapsible sub-menus. */
export function MobileMenu({ entries, header }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton color="inherit" aria-label="Open menu" onClick={() => setOpen(true)} sx={{ display: { lg: 'none' } }}>
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 'min(80vw, 340px)' } } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        {header ? <Box sx={{ px: 2, pb: 1 }}>{header}</Box> : null}
        <Box component="nav" aria-label="Main">
          <List>
            {entries.map((entry) =>
              isMenuGroup(entry) ? (
                <DrawerGroup key={entry.label} group={entry} onNavigate={close} />
              ) : (
                <DrawerLink key={entry.label} link={entry} onNavigate={close} />
              ),
            )}
          </List>
        </Box>
      </Drawer>
    </>
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
