import { createTheme } from '@mui/material/styles';

/**
 * Spec 1 §9 breakpoints and spacing. Colours are chosen for WCAG AA: every main colour keeps at least 4.5:1 against
 * white text, and secondary text keeps 7:1 against the page background.
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } },
  spacing: 8,
  palette: {
    primary: { main: '#1d4f91' },
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
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiFab: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});

/** Colours of the footer band. */
export const FOOTER_COLORS = { background: '#0f2744', text: '#ffffff', muted: '#c8d3e3' } as const;
