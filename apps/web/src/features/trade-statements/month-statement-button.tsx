import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { tradeStatementMonthFileName, tradeStatementMonthPdfPath } from '@scm/contract';

const thisMonth = () => {
  const d = new Date();
  return `${String(d.getFullYear())}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/** 월별 거래명세서: the buyer's statement of the chosen month (every live order of that month), as a PDF. */
export function MonthStatementButton({ buyerId, buyerName }: { buyerId: number; buyerName: string }) {
  const [month, setMonth] = useState(thisMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        type="month"
        label="거래명세서 월"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        error={!valid}
        helperText={valid ? ' ' : '월을 선택해주세요.'}
        sx={{ width: { xs: '100%', sm: 180 } }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={tradeStatementMonthPdfPath(buyerId, month)}
        download={tradeStatementMonthFileName(buyerName, month)}
        disabled={!valid}
      >
        월별 거래명세서
      </Button>
    </Stack>
  );
}
