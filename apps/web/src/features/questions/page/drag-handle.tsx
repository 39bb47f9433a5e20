import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton } from '@mui/material';

interface DragHandleProps {
  /** The accessible name, e.g. 'Reorder question {label}'. */
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  handleRef: (element: HTMLElement | null) => void;
}

/** The grip that picks up a section or a question, by pointer or by keyboard (Space or Enter). */
export function DragHandle({ label, attributes, listeners, handleRef }: DragHandleProps) {
  return (
    <IconButton
      ref={handleRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      size="small"
      sx={{ cursor: 'grab', touchAction: 'none', alignSelf: 'flex-start' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
}
