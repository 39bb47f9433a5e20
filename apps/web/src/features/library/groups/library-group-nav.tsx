import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, List, ListItemButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LibraryGroupNode } from '../library-model';
import { LIBRARY_PATHS, libraryGroupPath } from '../library-paths';

/** What the user asked to do with the groups. */
export type GroupAction =
  | { kind: 'add'; parentId: string | null }
  | { kind: 'edit'; group: LibraryGroupNode }
  | { kind: 'delete'; group: LibraryGroupNode };

interface LibraryGroupNavProps {
  groups: readonly LibraryGroupNode[];
  /** The group shown, or null for All Questions. */
  currentGroupId: string | null;
  onAction: (action: GroupAction) => void;
}

/** Spec 3 §2 the library's left navigation: All Questions and the group tree (3 levels), with the groups' actions. */
export function LibraryGroupNav({ groups, currentGroupId, onAction }: LibraryGroupNavProps) {
  return (
    <Box component="nav" aria-label="Question groups">
      <Button startIcon={<AddIcon />} onClick={() => onAction({ kind: 'add', parentId: null })} sx={{ mb: 1 }}>
        Add Group
      </Button>
      <List dense disablePadding>
        <Box component="li" sx={{ listStyle: 'none' }}>
          <ListItemButton
            component={RouterLink}
            to={LIBRARY_PATHS.list}
            selected={currentGroupId === null}
            aria-current={currentGroupId === null ? 'page' : undefined}
          >
            <ListItemText primary="All Questions" />
          </ListItemButton>
        </Box>
        <GroupList groups={groups} currentGroupId={currentGroupId} onAction={onAction} />
      </List>
    </Box>
  );
}

function GroupList({ groups, currentGroupId, onAction }: LibraryGroupNavProps) {
  return groups.map((group) => (
    <Box component="li" key={group.id} sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: (group.depth - 1) * 2 }}>
        <ListItemButton
          component={RouterLink}
          to={libraryGroupPath(group.id)}
          selected={group.id === currentGroupId}
          aria-current={group.id === currentGroupId ? 'page' : undefined}
        >
          <ListItemText
            primary={group.name}
            secondary={`${group.questionCount} ${group.questionCount === 1 ? 'question' : 'questions'}`}
          />
        </ListItemButton>
        <GroupMenu group={group} onAction={onAction} />
      </Box>
      {group.groups?.length ? (
        <List dense disablePadding aria-label={`Subgroups of ${group.name}`}>
          <GroupList groups={group.groups} currentGroupId={currentGroupId} onAction={onAction} />
        </List>
      ) : null}
    </Box>
  ));
}

function GroupMenu({ group, onAction }: { group: LibraryGroupNode; onAction: (action: GroupAction) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: GroupAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions of ${group.name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {group.canHaveSubgroups ? (
          <MenuItem onClick={() => act({ kind: 'add', parentId: group.id })}>Add Subgroup</MenuItem>
        ) : null}
        <MenuItem onClick={() => act({ kind: 'edit', group })}>Edit Group</MenuItem>
        <MenuItem onClick={() => act({ kind: 'delete', group })}>Delete Group</MenuItem>
      </Menu>
    </>
  );
}
