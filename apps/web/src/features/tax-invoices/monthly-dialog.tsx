import {
  Alert,
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { TAX_INVOICE_PURPOSE_LABELS } from '@scm/contract';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { DialogFrame } from '../../shared/dialog-frame';
import { useFeedback } from '../../shared/feedback';
import { formatNumber } from '../../shared/format';
import { useIssueMonthly, useMonthlyPreview } from './api';

const won = (n: number) => `${formatNumber(n)}원`;

/**
 * 월합계 발행: the month (and optionally the 작성일자), the MONTHLY buyers with what each invoice would bill (preview
 * from the server), choose buyers, issue. A 휴업/폐업 buyer needs the warning confirmed first.
 */
export function MonthlyDialog({
  initialMonth,
  businessStatusConfigured,
  onClose,
}: {
  initialMonth: string;
  businessStatusConfigured: boolean;
  onClose: () => void;
}) {
  const [month, setMonth] = useState(initialMonth);
  const [writeDate, setWriteDate] = useState('');
  const [purpose, setPurpose] = useState<'CHARGE' | 'RECEIPT'>('CHARGE');
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const [confirmStatus, setConfirmStatus] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = useMonthlyPreview(month, writeDate);
  const issue = useIssueMonthly();
  const feedback = useFeedback();
  const data = preview.data;
  const issuable = (data?.buyers ?? []).filter((b) => !b.existing && !b.problem);
  const chosen = picked ?? new Set(issuable.map((b) => b.buyerId));
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  const warned = (data?.buyers ?? []).filter((b) => chosen.has(b.buyerId) && b.businessWarning);
  const previewError =
    preview.error instanceof ApiError
      ? (Object.values(preview.error.fieldErrors ?? {})[0]?.defaultMessage ?? preview.error.message)
      : null;
  const submit = async () => {
    setErrors({});
    try {
      const res = await issue.mutateAsync({
        month,
        ...(writeDate ? { writeDate } : {}),
        buyerIds: [...chosen],
        purpose,
        confirmBusinessStatus: confirmStatus,
      });
      feedback.snackbar('success', res.message);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors)
        setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v.defaultMessage])));
      else setErrors({ root: e instanceof Error ? e.message : String(e) });
    }
  };
  const total = (data?.buyers ?? []).filter((b) => chosen.has(b.buyerId)).reduce((s, b) => s + b.total, 0);
  return (
    <DialogFrame title="월합계 세금계산서 발행" onClose={onClose} maxWidth="md" closeButton>
      <DialogContent>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', pt: 1 }}>
          <TextField
            type="month"
            label="발행 월"
            value={month}
            onChange={(e) => {
              setMonth(e.target.value);
              setPicked(null);
            }}
            size="small"
            error={!!(errors.month ?? previewError)}
            helperText={errors.month ?? previewError ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
          <TextField
            type="date"
            label="작성일자 (비우면 말일)"
            value={writeDate}
            onChange={(e) => setWriteDate(e.target.value)}
            size="small"
            error={!!errors.writeDate}
            helperText={errors.writeDate ?? (data ? `작성일자 ${data.writeDate}` : ' ')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 210 } }}
          />
          <TextField
            select
            label="영수/청구"
            value={purpose}
            onChange={(e) => setPurpose(e.target.value as 'CHARGE' | 'RECEIPT')}
            size="small"
            helperText=" "
            sx={{ width: { xs: '100%', sm: 120 } }}
          >
            {(['CHARGE', 'RECEIPT'] as const).map((p) => (
              <MenuItem key={p} value={p}>
                {TAX_INVOICE_PURPOSE_LABELS[p]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {data && !data.businessCheck.checked && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {businessStatusConfigured
              ? `휴폐업 조회 실패: ${data.businessCheck.reason ?? ''}`
              : data.businessCheck.reason}
          </Alert>
        )}
        {preview.isLoading && <Typography color="text.secondary">불러오는 중…</Typography>}
        {data && data.buyers.length === 0 && (
          <Typography color="text.secondary">이 달에 월합계로 발행할 배송 완료 주문이 없습니다.</Typography>
        )}
        <Stack sx={{ gap: 1 }} aria-label="발행할 고객사">
          {data?.buyers.map((b) => (
            <Box key={b.buyerId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.has(b.buyerId)}
                      disabled={!!b.existing || !!b.problem}
                      onChange={() => toggle(b.buyerId)}
                    />
                  }
                  label={<Typography sx={{ fontWeight: 700 }}>{b.buyerName}</Typography>}
                />
                <Typography sx={{ ml: 'auto', fontWeight: 700 }}>{won(b.total)}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {b.entries.length}건 · 공급가액 {won(b.supplyTotal)} · 세액 {won(b.taxTotal)}
                {b.businessState ? ` · ${b.businessState}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'keep-all' }}>
                {b.entries
                  .map((e) => `${e.orderNumber} ${e.productName}${e.slotPosition ? `(${e.slotPosition})` : ''}`)
                  .join(', ')}
              </Typography>
              {b.existing && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  이미 이 달의 월합계가 있습니다 (문서번호 {b.existing.documentKey}).
                </Alert>
              )}
              {b.problem && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {b.problem}
                </Alert>
              )}
              {b.businessWarning && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  국세청 조회 결과 {b.businessState}입니다.
                </Alert>
              )}
            </Box>
          ))}
        </Stack>
        {warned.length > 0 && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={confirmStatus} onChange={(e) => setConfirmStatus(e.target.checked)} />}
            label="휴업·폐업 사업자임을 확인했고 그래도 발행합니다."
          />
        )}
        {(errors.buyerIds ?? errors.root) && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {errors.buyerIds ?? errors.root}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Typography sx={{ mr: 'auto', pl: 1 }}>
          {chosen.size}곳 · 합계 {won(total)}
        </Typography>
        <Button onClick={onClose}>닫기</Button>
        <Button
          variant="contained"
          disabled={issue.isPending || chosen.size === 0 || (warned.length > 0 && !confirmStatus)}
          onClick={() => void submit()}
        >
          발행
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
