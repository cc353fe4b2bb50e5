import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Button, DialogActions, DialogContent, List, ListItem, ListItemText, Stack } from '@mui/material';
import { isRealDate, rateImportProblemText } from '@scm/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { z } from 'zod';
import { DialogFrame } from '../../shared/dialog-frame';
import { useFeedback } from '../../shared/feedback';
import { applyServerFieldErrors, FormDateField, reportError, useDialogForm } from '../../shared/form-kit';
import { FormModeContext } from '../../shared/form-kit/form-mode';
import { DATE_FORMAT, today } from '../../shared/format';
import { useImportRates, type ImportResult } from './api';

/** The day the uploaded rates start: a real day, in the form kit's date field (the server checks it again). */
const ImportDaySchema = z.object({
  effectiveFrom: z
    .string({ error: '적용 시작일을 입력해주세요.' })
    .refine((v) => isRealDate(v), '적용 시작일을 입력해주세요.'),
});

/**
 * 엑셀 올리기: the workbook (sheets as 엑셀 내려받기 writes them) and the day its rates start. The server saves all
 * rows or none; a refusal is shown row by row ("용지 3행 · 용지 가격(원): …"), a save as "N건 저장".
 */
export function RateImportDialog({ onClose }: { onClose: () => void }) {
  const fb = useFeedback();
  const upload = useImportRates();
  const [file, setFile] = useState<File | null>(null);
  const form = useDialogForm(ImportDaySchema, { effectiveFrom: dayjs(today()).add(1, 'day').format(DATE_FORMAT) });
  const [result, setResult] = useState<ImportResult | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const busy = upload.isPending;

  const submit = form.handleSubmit(async ({ effectiveFrom }) => {
    if (!file) return setFieldError('가져올 엑셀 파일을 선택해주세요.');
    setFieldError(null);
    try {
      setResult(await upload.mutateAsync({ file, effectiveFrom }));
    } catch (error) {
      setResult(null);
      if (!applyServerFieldErrors(form, error)) reportError(fb, error);
    }
  });

  return (
    <DialogFrame
      title="단가표 엑셀 올리기"
      onClose={busy ? undefined : onClose}
      onSubmit={(e) => void submit(e)}
      maxWidth="sm"
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info" role="note">
            [엑셀 내려받기]로 받은 양식의 시트와 열 제목을 그대로 두고 값을 고쳐 올립니다. 한 행이라도 잘못되면 아무것도
            저장하지 않습니다.
          </Alert>
          <FormModeContext.Provider value="CREATE">
            <FormDateField
              control={form.control}
              name="effectiveFrom"
              label="적용 시작일"
              required
              helperText="올린 단가가 이날부터 적용됩니다."
            />
          </FormModeContext.Provider>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
              파일 선택
              <input
                hidden
                type="file"
                aria-label="단가표 엑셀 파일"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setResult(null);
                }}
              />
            </Button>
            <span>{file ? file.name : '선택한 파일이 없습니다.'}</span>
          </Stack>
          {fieldError && <Alert severity="error">{fieldError}</Alert>}
          {result && 'saved' in result && (
            <Alert severity="success" role="status">
              {`${result.saved.toLocaleString('ko-KR')}건 저장`} — {result.message}
            </Alert>
          )}
          {result && 'problems' in result && (
            <Alert severity="error" role="alert">
              {result.message}
              <List dense aria-label="잘못된 행" sx={{ maxHeight: 320, overflow: 'auto' }}>
                {result.problems.map((p) => (
                  <ListItem key={`${p.sheet}-${p.row}-${p.column}-${p.message}`} disableGutters>
                    <ListItemText primary={rateImportProblemText(p)} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {result && 'saved' in result ? '닫기' : '취소'}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          올리기
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
