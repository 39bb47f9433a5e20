import { alpha, styled } from '@mui/material/styles';

/** The class names of a question row's parts, styled once by `QuestionList`. */
export const ROW = {
  placeholder: 'question-row-placeholder',
  item: 'question-row',
  body: 'question-row-body',
  label: 'question-row-label',
  details: 'question-row-details',
  rejectReason: 'question-row-reject-reason',
  note: 'question-row-note',
  marks: 'question-row-marks',
  actions: 'question-row-actions',
  action: 'question-row-action',
} as const;

/**
 * A section's list of questions. Its rows are plain elements styled here once, with no per-row style work: a long
 * questionnaire renders and unrenders rows as they near and leave the view (issue 13: smooth at 1,000 questions).
 * The action buttons look like small MUI IconButtons; their name shows as a hint on hover and keyboard focus.
 */
export const QuestionList = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: 0,
  '& > li': { listStyle: 'none', borderTop: `1px solid ${theme.palette.divider}` },
  [`& > .${ROW.placeholder}`]: {
    ...theme.typography.body1,
    margin: 0,
    padding: theme.spacing(1.5, 1),
    overflowWrap: 'anywhere',
  },
  [`& .${ROW.item}`]: {
    display: 'flex',
    gap: theme.spacing(1),
    alignItems: 'flex-start',
    padding: theme.spacing(1.5, 1),
    backgroundColor: theme.palette.background.paper,
    '&[data-over]': { backgroundColor: theme.palette.action.hover },
    '&[data-dragging]': { opacity: 0.4 },
  },
  [`& .${ROW.body}`]: { flex: 1, minWidth: 0 },
  [`& .${ROW.label}`]: { ...theme.typography.body1, margin: 0, overflowWrap: 'anywhere' },
  [`& .${ROW.details}`]: { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  [`& .${ROW.rejectReason}`]: {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.error.main,
    overflowWrap: 'anywhere',
  },
  [`& .${ROW.note}`]: { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
  [`& .${ROW.marks}`]: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), marginTop: theme.spacing(0.5) },
  [`& .${ROW.actions}`]: { display: 'flex' },
  [`& .${ROW.action}`]: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 5,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    fontSize: theme.typography.pxToRem(18),
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: '2px solid var(--focus-ring-color)', outlineOffset: 2 },
    // The hint sits left of the button, inside the card, which clips what overflows it.
    '&::after': {
      content: 'attr(aria-label)',
      position: 'absolute',
      right: 'calc(100% + 4px)',
      top: '50%',
      transform: 'translateY(-50%)',
      padding: theme.spacing(0.5, 1),
      borderRadius: 4,
      backgroundColor: alpha(theme.palette.grey[700], 0.92),
      color: theme.palette.common.white,
      ...theme.typography.caption,
      fontWeight: theme.typography.fontWeightMedium,
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      zIndex: theme.zIndex.tooltip,
      opacity: 0,
      visibility: 'hidden',
      transition: 'opacity 150ms, visibility 150ms',
    },
    '&:hover::after, &:focus-visible::after': { opacity: 1, visibility: 'visible', transitionDelay: '100ms' },
  },
}));
