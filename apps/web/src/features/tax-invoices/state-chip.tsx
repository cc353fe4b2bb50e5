import { Chip } from '@mui/material';
import { TAX_INVOICE_STATE_COLORS, TAX_INVOICE_STATE_LABELS, type TaxInvoiceRow } from '@scm/contract';

/** The invoice's state as a chip (labels and colours from the contract). */
export const StateChip = ({ row }: { row: Pick<TaxInvoiceRow, 'state'> }) => (
  <Chip
    size="small"
    label={TAX_INVOICE_STATE_LABELS[row.state]}
    color={TAX_INVOICE_STATE_COLORS[row.state]}
    variant="outlined"
    // On a phone card the cell is narrow: the label wraps rather than being cut.
    sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', wordBreak: 'keep-all' } }}
  />
);
