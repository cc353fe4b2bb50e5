import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import { withParticle } from '@scm/contract';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { parseRecordId } from '../../shared/form-kit';
import { useItem } from './api';
import { BarcodeLabel } from './barcode-label';

/** Only the label goes to the printer. */
const printOnlyTheLabel = (
  <GlobalStyles
    styles={{
      '@page': { margin: '5mm' },
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.barcode-label, .barcode-label *': { visibility: 'visible' },
        '.barcode-label': { position: 'absolute', left: 0, top: 0, width: '100%' },
      },
    }}
  />
);

/**
 * The label window opened by the item detail's 바코드 출력 (500 × 500, no admin frame): it draws the label and opens
 * the browser's print dialog once; 인쇄 opens it again.
 */
export function ItemBarcodePage() {
  const id = parseRecordId(useParams().itemId);
  const { data: item, isError, isPending } = useItem(id);
  const [printable, setPrintable] = useState<boolean | null>(null);
  const printedOnce = useRef(false);

  const rendered = useCallback((ok: boolean) => {
    setPrintable(ok);
    if (!ok || printedOnce.current) return;
    printedOnce.current = true;
    // After the bars are painted.
    requestAnimationFrame(() => window.print());
  }, []);

  let body;
  if (id === null || isError)
    body = <Alert severity="warning">품목 정보를 불러올 수 없습니다. 삭제되었거나 잘못된 주소입니다.</Alert>;
  else if (isPending || !item) body = <Typography color="text.secondary">불러오는 중입니다…</Typography>;
  else
    body = (
      <>
        <BarcodeLabel value={item.itemCode} caption={item.name} onRendered={rendered} />
        {printable === false && (
          <Alert severity="error">
            품목 코드 {withParticle(item.itemCode, '는')} 바코드로 만들 수 없습니다. 품목 코드를 영문, 숫자, 기호로
            바꿔주세요.
          </Alert>
        )}
      </>
    );

  return (
    <Box component="main" sx={{ p: 2, minHeight: '100vh', bgcolor: '#fff' }}>
      <title>{item ? `바코드 ${item.itemCode} | 인쇄 SCM` : '바코드 출력 | 인쇄 SCM'}</title>
      {printOnlyTheLabel}
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {body}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            disabled={printable !== true}
            onClick={() => window.print()}
          >
            인쇄
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => window.close()}>
            닫기
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
