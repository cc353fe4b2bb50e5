import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  TAX_AMENDMENT_CODES,
  TAX_AMENDMENT_LABELS,
  TAX_INVOICE_KIND_LABELS,
  TAX_INVOICE_PURPOSE_LABELS,
  amendmentNeedsAmount,
  apiTaxInvoicePdf,
  formatBusinessNumber,
  taxInvoiceCan,
  type TaxInvoice,
  type TaxInvoicePartyView,
} from '@scm/contract';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { DialogFrame } from '../../shared/dialog-frame';
import { useFeedback } from '../../shared/feedback';
import { formatNumber } from '../../shared/format';
import { useAmendInvoice, useInvoiceAction, useTaxInvoice } from './api';
import { StateChip } from './state-chip';

const won = (n: number) => `${formatNumber(n)}원`;

function Party({ label, p }: { label: string; p: TaxInvoicePartyView }) {
  return (
    <Box sx={{ flex: 1, minWidth: 240, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2" color="primary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{p.corpName}</Typography>
      <Typography variant="body2">
        {formatBusinessNumber(p.corpNum) || '등록번호 없음'} · 대표 {p.ceoName || '-'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[p.bizType, p.bizClass].filter(Boolean).join(' / ') || '업태·종목 없음'} · {p.email || '이메일 없음'}
      </Typography>
    </Box>
  );
}

/** One invoice with its parties and lines, and what staff may do with it in its state. */
export function InvoiceDialog({ id, canWrite, onClose }: { id: number; canWrite: boolean; onClose: () => void }) {
  const { data: inv } = useTaxInvoice(id);
  const action = useInvoiceAction(id);
  const feedback = useFeedback();
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<'view' | 'cancel' | 'amend'>('view');
  const run = async (a: Parameters<typeof action.mutateAsync>[0]) => {
    setError(null);
    try {
      const res = await action.mutateAsync(a);
      feedback.snackbar('success', res.message);
      setMode('view');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const can = inv ? taxInvoiceCan(inv.state, inv.kind) : null;
  return (
    <DialogFrame
      title={inv ? `세금계산서 ${inv.documentKey}` : '세금계산서'}
      onClose={onClose}
      maxWidth="md"
      closeButton
    >
      <DialogContent>
        {!inv ? (
          <Typography color="text.secondary">불러오는 중…</Typography>
        ) : (
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <StateChip row={inv} />
              <Typography>
                {TAX_INVOICE_KIND_LABELS[inv.kind]} · 작성일자 {inv.writeDate} ·{' '}
                {TAX_INVOICE_PURPOSE_LABELS[inv.purpose]}
              </Typography>
            </Stack>
            {inv.providerAnswer && (
              <Alert severity={inv.state === 'FAILED' || inv.state === 'REFUSED' ? 'error' : 'info'}>
                발행 서비스 응답: {inv.providerAnswer}
              </Alert>
            )}
            {inv.amendsDocumentKey && (
              <Alert severity="warning">
                수정세금계산서 ({TAX_AMENDMENT_LABELS[inv.amendmentCode ?? 0]}): 원본 {inv.amendsDocumentKey} ·{' '}
                {inv.amendmentReason}
              </Alert>
            )}
            <Typography variant="body2">국세청 승인번호: {inv.approvalNumber ?? '아직 없음'}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
              <Party label="공급자" p={inv.invoicer} />
              <Party label="공급받는자" p={inv.invoicee} />
            </Stack>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="품목">
                <TableHead>
                  <TableRow>
                    <TableCell>일자</TableCell>
                    <TableCell>품목</TableCell>
                    <TableCell align="right">공급가액</TableCell>
                    <TableCell align="right">세액</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {inv.lines.map((l) => (
                    <TableRow key={l.lineNo}>
                      <TableCell>{l.day}</TableCell>
                      <TableCell>
                        {l.name}
                        {l.spec && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            ({l.spec})
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{won(l.supply)}</TableCell>
                      <TableCell align="right">{won(l.tax)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                      합계 {won(inv.total)}
                    </TableCell>
                    <TableCell align="right">{won(inv.supplyTotal)}</TableCell>
                    <TableCell align="right">{won(inv.taxTotal)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
            {error && <Alert severity="error">{error}</Alert>}
            {mode === 'cancel' && (
              <CancelForm
                busy={action.isPending}
                onSubmit={(reason) => run({ action: 'cancel', reason })}
                onBack={() => setMode('view')}
              />
            )}
            {mode === 'amend' && <AmendForm invoice={inv} onDone={() => setMode('view')} />}
          </Stack>
        )}
      </DialogContent>
      {inv && mode === 'view' && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button href={apiTaxInvoicePdf(inv.id)} target="_blank" rel="noopener">
            PDF 보기
          </Button>
          {canWrite && can?.refresh && (
            <Button disabled={action.isPending} onClick={() => void run({ action: 'refresh' })}>
              상태 조회
            </Button>
          )}
          {canWrite && can?.issue && (
            <Button disabled={action.isPending} onClick={() => void run({ action: 'issue' })}>
              재발행
            </Button>
          )}
          {canWrite && can?.cancel && (
            <Button color="error" onClick={() => setMode('cancel')}>
              취소
            </Button>
          )}
          {canWrite && can?.amend && (
            <Button variant="contained" onClick={() => setMode('amend')}>
              수정 발행
            </Button>
          )}
        </DialogActions>
      )}
    </DialogFrame>
  );
}

function CancelForm({
  busy,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  onSubmit: (reason: string) => void;
  onBack: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = !reason.trim();
  return (
    <Stack sx={{ gap: 1 }}>
      <TextField
        label="취소 사유"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={touched && empty}
        helperText={touched && empty ? '취소 사유를 입력해주세요.' : '국세청 전송 전에만 취소할 수 있습니다.'}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        autoFocus
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>돌아가기</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (!empty) onSubmit(reason.trim());
          }}
        >
          세금계산서 취소
        </Button>
      </Stack>
    </Stack>
  );
}

function AmendForm({ invoice, onDone }: { invoice: TaxInvoice; onDone: () => void }) {
  const amend = useAmendInvoice(invoice.id);
  const feedback = useFeedback();
  const [code, setCode] = useState<number>(2);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const supplyChange = amount.trim() === '' ? null : Number(amount.replaceAll(',', ''));
    setErrors({});
    try {
      const res = await amend.mutateAsync({
        code: code as 1,
        reason,
        ...(amendmentNeedsAmount(code) ? { supplyChange: Number.isFinite(supplyChange) ? supplyChange : null } : {}),
      });
      feedback.snackbar('success', res.message);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors)
        setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v.defaultMessage])));
      else setErrors({ root: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2">수정세금계산서 발행 (원본은 그대로 남습니다)</Typography>
      <TextField
        select
        label="수정 사유"
        value={code}
        onChange={(e) => setCode(Number(e.target.value))}
        error={!!errors.code}
        helperText={errors.code ?? ' '}
      >
        {TAX_AMENDMENT_CODES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}. {TAX_AMENDMENT_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      {amendmentNeedsAmount(code) && (
        <TextField
          label="변동 공급가액 (원, 줄면 −)"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={!!errors.supplyChange}
          helperText={errors.supplyChange ?? '세액은 공급가액의 10%로 계산됩니다.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      <TextField
        label="사유 설명"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={!!errors.reason}
        helperText={errors.reason ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {errors.root && <Alert severity="error">{errors.root}</Alert>}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>돌아가기</Button>
        <Button variant="contained" disabled={amend.isPending} onClick={() => void submit()}>
          수정 발행
        </Button>
      </Stack>
    </Stack>
  );
}
