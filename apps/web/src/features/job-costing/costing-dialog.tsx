import { Button, DialogContent, Stack, Typography } from '@mui/material';
import type { JobOutsourcingRow } from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { DialogFrame } from '../../shared/dialog-frame';
import { useJobCosting } from './api';
import { CostingDetail } from './costing-detail';
import { OutsourcingEntryDialog, OutsourcingReverseDialog } from './outsourcing-dialogs';

/** The outsourcing entry and reversal dialogs of one order, opened from its costing. */
export function useOutsourcingDialogs(orderId: number, orderNumber: string) {
  const [entering, setEntering] = useState(false);
  const [reversing, setReversing] = useState<JobOutsourcingRow | null>(null);
  const dialogs = (
    <>
      {entering && (
        <OutsourcingEntryDialog orderId={orderId} orderNumber={orderNumber} onClose={() => setEntering(false)} />
      )}
      {reversing && (
        <OutsourcingReverseDialog row={reversing} orderNumber={orderNumber} onClose={() => setReversing(null)} />
      )}
    </>
  );
  return { enter: () => setEntering(true), reverse: setReversing, dialogs };
}

/** 원가 상세: one order's 견적 vs 실제, with 외주 청구 입력 and 취소 for ORDER writers. */
export function CostingDialog({
  orderId,
  orderNumber,
  onClose,
}: {
  orderId: number;
  orderNumber: string;
  onClose: () => void;
}) {
  const canWrite = useCanWrite('ORDER');
  const { data, isLoading } = useJobCosting(orderId);
  const outsourcing = useOutsourcingDialogs(orderId, orderNumber);
  return (
    <DialogFrame title={`원가 상세 · ${orderNumber}`} onClose={onClose} maxWidth="md" closeButton>
      <DialogContent>
        {data ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {`${data.productName}${data.buyerName ? ` · ${data.buyerName}` : ''}${data.completedDate ? ` · ${data.completedDate} 완료` : ' · 작업 중'}`}
            </Typography>
            <CostingDetail costing={data} onReverse={canWrite ? outsourcing.reverse : undefined} />
            {canWrite && (
              <Stack direction="row" sx={{ mt: 2 }}>
                <Button variant="outlined" onClick={outsourcing.enter}>
                  외주 청구 입력
                </Button>
              </Stack>
            )}
          </>
        ) : (
          <Typography>{isLoading ? '불러오는 중…' : '원가를 불러오지 못했습니다.'}</Typography>
        )}
      </DialogContent>
      {outsourcing.dialogs}
    </DialogFrame>
  );
}
