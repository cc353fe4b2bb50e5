import { GlobalStyles } from '@mui/material';

/**
 * The ticket's look on screen and paper: A4 portrait, 10 mm margins, only the sheet printed. Sizes in pt/mm so a
 * normal order (cover + a few inner entries) fits one page.
 */
export const jobTicketStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4 portrait', margin: '10mm' },
      '@media print': {
        'html, body': { background: '#fff' },
        '.ticket-toolbar': { display: 'none !important' },
        '.ticket-page': { padding: '0 !important', background: '#fff !important' },
        '.job-ticket': { boxShadow: 'none !important', padding: '0 !important', maxWidth: 'none !important' },
      },
      '.job-ticket': {
        boxSizing: 'border-box',
        maxWidth: '210mm',
        margin: '0 auto',
        padding: '10mm',
        background: '#fff',
        color: '#000',
        fontSize: '9.5pt',
        lineHeight: 1.35,
        boxShadow: '0 1px 4px rgba(0,0,0,.2)',
        wordBreak: 'keep-all',
        overflowWrap: 'anywhere',
      },
      '.job-ticket h1': { fontSize: '18pt', margin: 0, letterSpacing: '0.2em' },
      '.job-ticket h2': {
        fontSize: '11pt',
        margin: '4mm 0 1.5mm',
        paddingBottom: '0.8mm',
        borderBottom: '1.5px solid #000',
      },
      '.job-ticket h3': { fontSize: '10pt', margin: '2mm 0 1mm' },
      '.job-ticket p': { margin: '1mm 0' },
      '.ticket-head': {
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: '4mm',
        flexWrap: 'wrap',
        marginBottom: '3mm',
      },
      '.ticket-sub': { color: '#333', fontSize: '8.5pt' },
      '.ticket-cancelled': { border: '2px solid #c00', color: '#c00', padding: '1.5mm', fontWeight: 700 },
      '.ticket-strong': { fontWeight: 700, fontSize: '10.5pt' },
      '.ticket-grid, .ticket-lines': { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
      '.ticket-grid th, .ticket-grid td, .ticket-lines th, .ticket-lines td': {
        border: '1px solid #888',
        padding: '1mm 1.5mm',
        textAlign: 'left',
        verticalAlign: 'top',
      },
      '.ticket-grid th': { width: '18%', background: '#f0f0f0', fontWeight: 600 },
      '.ticket-lines': { marginTop: '1mm' },
      '.ticket-lines th': { background: '#f0f0f0', fontWeight: 600 },
      '.ticket-lines th:first-of-type': { width: '56%' },
      '.ticket-lines .num': { textAlign: 'right' },
      '.ticket-block': { breakInside: 'avoid' },
      '.ticket-remark': { whiteSpace: 'pre-wrap', minHeight: '10mm' },
    }}
  />
);
