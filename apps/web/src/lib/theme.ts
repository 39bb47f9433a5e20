import { createTheme } from '@mui/material/styles';

const PRIMARY = '#1d4f91';

/**
 * WCAG 2.4.7: the keyboard focus ring of every control. Its colour comes from `--focus-ring-color`, the primary blue
 * (8:1 against the page and white cards) unless a dark surface (top bar, footer, toasts) sets it to white.
 */
const FOCUS_RING = { outline: '2px solid var(--focus-ring-color)', outlineOffset: 2 } as const;

/** Sets the focus ring for controls on a dark surface (white, at least 8:1 against it). */
export const ON_DARK_SURFACE = { '--focus-ring-color': '#ffffff' } as const;

/** Room kept under the floating Feedback button: content scrolled into view stops above it. */
export const FLOATING_ACTIONS_CLEARANCE_PX = 88;

/**
 * Spec 1 §9 breakpoints and spacing. Colours are chosen for WCAG AA: every main colour keeps at least 4.5:1 against
 * white text, and secondary text keeps 7:1 against the page background.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } },
  spacing: 8,
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#00695c' },
    error: { main: '#b42318' },
    warning: { main: '#9a4a00' },
    info: { main: '#0b5cad' },
    success: { main: '#2e7d32' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { secondary: '#4a5563' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { '--focus-ring-color': PRIMARY, scrollPaddingBottom: FLOATING_ACTIONS_CLEARANCE_PX },
        '.notistack-MuiContent': ON_DARK_SURFACE,
        // Links that are not buttons (MUI Link, plain anchors); text fields show focus with their 2px border.
        'a:focus-visible': FOCUS_RING,
      },
    },
    // Button, IconButton, Fab, MenuItem, Tab, ListItemButton, Chip and the Checkbox, Radio and Switch bases.
    // Checkbox and Switch focus a hidden input, so their base is marked with Mui-focusVisible instead.
    MuiButtonBase: { styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': FOCUS_RING } } },
    MuiAppBar: { styleOverrides: { root: ON_DARK_SURFACE } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiFab: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiLink: { defaultProps: { underline: 'always' } },
    // Unselected toggle text (action.active) has just enough contrast on white and too little on a tinted band.
    MuiToggleButtonGroup: {
      styleOverrides: { root: ({ theme }) => ({ backgroundColor: theme.palette.background.paper }) },
    },
  },
});

/** Colours of the footer band. */
export const FOOTER_COLORS = { background: '#0f2744', text: '#ffffff', muted: '#c8d3e3' } as const;
