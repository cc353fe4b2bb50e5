import { createTheme } from '@mui/material/styles';
import { muiKorean } from './mui-korean';

const fontFamily = "'Noto Sans KR', 'Noto Sans CJK KR', sans-serif";

/** A calm back-office look: navy primary, light grey canvas, flat surfaces with hairline borders. */
export const theme = createTheme(
  {
    // Spec 000 §9: xs < 600, sm < 960, md < 1280, lg < 1920.
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      primary: { main: '#1f4e79', light: '#4a74a0', dark: '#123152', contrastText: '#ffffff' },
      secondary: { main: '#2e7d6b' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
      text: { primary: '#1f2933', secondary: '#5b6673' },
      divider: '#e3e7ed',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      fontSize: 14,
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.3rem', fontWeight: 700 },
      h4: { fontSize: '1.2rem', fontWeight: 700 },
      h5: { fontSize: '1.1rem', fontWeight: 700 },
      h6: { fontSize: '1rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: { styleOverrides: { body: { wordBreak: 'keep-all' } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#e3e7ed' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 700, backgroundColor: '#f0f3f7' } } },
      // Keyboard focus is always visible on rows that open a record and on sort headers (issue 9 §6). A focused
      // row also wraps its cells, so names cut with an ellipsis read in full.
      MuiTableRow: {
        styleOverrides: {
          root: {
            '&:focus-visible': { outline: '2px solid #1f4e79', outlineOffset: -2, backgroundColor: '#eef3f9' },
            '&:focus-visible > td': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
          },
        },
      },
      MuiTableSortLabel: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '2px solid #1f4e79', outlineOffset: 2, borderRadius: 4 } },
        },
      },
    },
  },
  // MUI's own texts; the date pickers' Korean texts come with the pickers (the form kit's DateLocalization).
  muiKorean,
);
