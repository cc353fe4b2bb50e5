import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  DialogContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  RECEIVABLE_LEDGER_KIND_LABELS,
  apiReceivableLedgerPdf,
  apiReceivableLedgerXlsx,
  receivableLedgerFileName,
  receivableLedgerPdfFileName,
  type ReceivableRow,
} from '@scm/contract';
import { useState } from 'react';
import { DialogFrame } from '../../shared/dialog-frame';
import { formatNumber } from '../../shared/format';
import { useReceivableLedger } from './api';
import { MonthStatementButton } from '../trade-statements';

const won = (n: number) => `${formatNumber(n)}원`;

/** 거래처 원장: the buyer's lines with the running balance, a period filter and the xlsx download. */
export function LedgerDialog({ buyer, onClose }: { buyer: ReceivableRow; onClose: () => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const badRange = !!from && !!to && from > to;
  const { data, isLoading } = useReceivableLedger(buyer.buyerId, badRange ? '' : from, badRange ? '' : to);
  const query = new URLSearchParams({ ...(from && !badRange ? { from } : {}), ...(to && !badRange ? { to } : {}) });
  const xlsxUrl = `${apiReceivableLedgerXlsx(buyer.buyerId)}${query.size ? `?${query.toString()}` : ''}`;
  return (
    <DialogFrame title={`거래처 원장 · ${buyer.buyerName}`} onClose={onClose} maxWidth="lg" closeButton>
      <DialogContent>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2, pt: 1 }}>
          <TextField
            type="date"
            size="small"
            label="시작일"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 200 } }}
            error={badRange}
            helperText={badRange ? '시작일이 종료일보다 늦습니다.' : ' '}
          />
          <TextField
            type="date"
            size="small"
            label="종료일"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            sx={{ width: { xs: '100%', sm: 200 } }}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText=" "
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={xlsxUrl}
            download={receivableLedgerFileName(buyer.buyerName, from || null, to || null)}
            disabled={badRange}
          >
            엑셀 내려받기
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={`${apiReceivableLedgerPdf(buyer.buyerId)}${query.size ? `?${query.toString()}` : ''}`}
            download={receivableLedgerPdfFileName(buyer.buyerName, from || null, to || null)}
            disabled={badRange}
          >
            PDF 내려받기
          </Button>
          <MonthStatementButton buyerId={buyer.buyerId} buyerName={buyer.buyerName} />
        </Stack>
        {isLoading || !data ? (
          <Typography color="text.secondary">불러오는 중…</Typography>
        ) : (
          <>
            <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', mb: 1 }}>
              <Typography>
                이월 잔액 <b>{won(data.openingBalance)}</b>
              </Typography>
              <Typography>
                기말 잔액 <b aria-label="기말 잔액">{won(data.closingBalance)}</b>
              </Typography>
            </Stack>
            <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
              <Table size="small" aria-label="거래처 원장">
                <TableHead>
                  <TableRow>
                    <TableCell>일자</TableCell>
                    <TableCell>구분</TableCell>
                    <TableCell>주문번호</TableCell>
                    <TableCell>품목</TableCell>
                    <TableCell align="right">증감</TableCell>
                    <TableCell align="right">잔액</TableCell>
                    <TableCell>비고</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.lines.map((l, i) => (
                    <TableRow key={i}>
                      <TableCell>{l.date}</TableCell>
                      <TableCell>{RECEIVABLE_LEDGER_KIND_LABELS[l.kind]}</TableCell>
                      <TableCell>{l.orderNumber}</TableCell>
                      <TableCell>{l.slotPosition ? `${l.slotPosition} · ${l.productName}` : l.productName}</TableCell>
                      <TableCell align="right">{won(l.change)}</TableCell>
                      <TableCell align="right">{won(l.balance)}</TableCell>
                      <TableCell>{l.note}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Stack sx={{ display: { xs: 'flex', md: 'none' }, gap: 1 }} role="list" aria-label="거래처 원장">
              {data.lines.map((l, i) => (
                <Box key={i} role="listitem" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {l.date} · {RECEIVABLE_LEDGER_KIND_LABELS[l.kind]}
                    </Typography>
                    <Typography variant="body2">{won(l.change)}</Typography>
                  </Stack>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {l.orderNumber} · {l.productName}
                    {l.note ? ` · ${l.note}` : ''}
                  </Typography>
                  <Typography variant="body2" sx={{ textAlign: 'right' }}>
                    잔액 {won(l.balance)}
                  </Typography>
                </Box>
              ))}
            </Stack>
            {data.lines.length === 0 && <Typography color="text.secondary">기간 안의 기록이 없습니다.</Typography>}
          </>
        )}
      </DialogContent>
    </DialogFrame>
  );
}
