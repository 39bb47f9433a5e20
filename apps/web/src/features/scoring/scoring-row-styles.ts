import { styled } from '@mui/material/styles';

/**
 * Class names of a question row's parts. Issue 33 point 7: the cells are plain elements styled by the row's one
 * style sheet (below), not MUI components, so a screenful of new cells renders within a frame.
 */
export const ROW_PART = {
  heading: 'scoring-row-heading',
  tools: 'scoring-row-tools',
  cells: 'scoring-row-cells',
  cell: 'scoring-cell',
  product: 'scoring-cell-product',
  field: 'scoring-field',
  caption: 'scoring-field-caption',
  select: 'scoring-select',
  notes: 'scoring-notes',
  emptyNotes: 'scoring-notes-empty',
  fieldState: 'scoring-field-state',
  colours: 'scoring-colours',
} as const;

const part = (name: string) => `& .${name}`;

/** A question's card (as an outlined Paper) and the look of its weight, cells, ratings and notes. */
export const ScoringRowRoot = styled('div')(({ theme }) => {
  const outline = {
    border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
    borderRadius: theme.shape.borderRadius,
  };
  const focused = {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  };
  return {
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(2, 0),
    marginBottom: theme.spacing(1.5),
    [part(ROW_PART.heading)]: {
      display: 'flex',
      gap: theme.spacing(2),
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      margin: theme.spacing(0, 2, 1.5),
    },
    [part(ROW_PART.tools)]: { display: 'flex', alignItems: 'center', gap: theme.spacing(2), flexShrink: 0 },
    [part(ROW_PART.cells)]: { display: 'flex', alignItems: 'flex-start' },
    [part(ROW_PART.cell)]: {
      ...theme.typography.body2,
      flex: 'none',
      boxSizing: 'border-box',
      padding: theme.spacing(0, 2),
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      minWidth: 0,
      overflowWrap: 'anywhere',
    },
    [part(ROW_PART.product)]: { ...theme.typography.subtitle2, margin: 0 },
    [part(ROW_PART.field)]: { position: 'relative', display: 'flex', paddingTop: 6, minWidth: 0 },
    [part(ROW_PART.caption)]: {
      position: 'absolute',
      top: -1,
      left: 10,
      padding: '0 4px',
      ...theme.typography.caption,
      lineHeight: '14px',
      color: theme.palette.text.secondary,
      backgroundColor: theme.palette.background.paper,
      pointerEvents: 'none',
    },
    [part(ROW_PART.select)]: {
      ...theme.typography.body1,
      ...outline,
      minWidth: 130,
      padding: '8.5px 14px',
      // The browser's grey button face otherwise; a rating's tint is set on the element.
      backgroundColor: 'transparent',
      color: 'inherit',
      cursor: 'pointer',
      '&:hover:not(:disabled)': { borderColor: theme.palette.text.primary },
      '&:focus': { outline: 'none', ...focused },
      // Read-only ratings stay legible: no faded text (its contrast would fall under 4.5:1 on a tint).
      '&:disabled': { cursor: 'default' },
    },
    [part(ROW_PART.notes)]: {
      ...theme.typography.body1,
      ...outline,
      width: '100%',
      minHeight: 40,
      boxSizing: 'border-box',
      padding: '8.5px 14px',
      textAlign: 'left',
      backgroundColor: 'transparent',
      color: theme.palette.text.primary,
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      display: '-webkit-box',
      WebkitLineClamp: 6,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      cursor: 'text',
      '&:hover': { borderColor: theme.palette.text.primary },
      '&:focus': { outline: 'none', ...focused },
    },
    [part(ROW_PART.emptyNotes)]: { color: theme.palette.text.secondary },
    [part(ROW_PART.fieldState)]: { position: 'absolute', right: 10, top: 16, display: 'flex' },
    [part(ROW_PART.colours)]: {
      display: 'inline-flex',
      flexWrap: 'wrap',
      '& button': {
        ...theme.typography.caption,
        minWidth: 40,
        minHeight: 32,
        padding: '4px 8px',
        marginLeft: -1,
        border: '1px solid rgba(0, 0, 0, 0.23)',
        cursor: 'pointer',
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
      },
      '& button:first-of-type': {
        marginLeft: 0,
        borderRadius: `${theme.shape.borderRadius}px 0 0 ${theme.shape.borderRadius}px`,
      },
      '& button:last-of-type': { borderRadius: `0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0` },
      '& button[aria-pressed="true"]': {
        position: 'relative',
        zIndex: 1,
        outline: '3px solid var(--swatch-border, currentColor)',
      },
      '& button:focus-visible': {
        position: 'relative',
        zIndex: 2,
        outline: '2px solid var(--focus-ring-color)',
        outlineOffset: 2,
      },
      '& button:disabled': { cursor: 'default', opacity: 0.6 },
    },
  };
});
