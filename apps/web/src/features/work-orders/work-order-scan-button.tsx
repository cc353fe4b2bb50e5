import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BarcodeScannerDialog } from '../../shared/barcode';
import { findWorkOrderByNumber, workOrderPath } from './api';

const JOB_TICKET_INSTRUCTIONS =
  '작업지시서에 인쇄된 주문번호 바코드(Code 128)를 카메라에 비추거나, 바코드 스캐너로 읽거나, 주문번호를 입력한 뒤 Enter를 누르세요.';

export const scanNotFoundMessage = (orderNumber: string) =>
  `주문번호 ${orderNumber}의 작업지시를 찾을 수 없습니다. 작업지시서의 바코드인지 확인해주세요.`;

/**
 * 작업지시서 스캔: a job ticket's Code-128 order number, read by the camera or a hand scanner, opens that job
 * (its detail, where its moves are).
 */
export function WorkOrderScanButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const openJob = async (code: string) => {
    const job = await findWorkOrderByNumber(code);
    if (!job) throw new Error(scanNotFoundMessage(code));
    setOpen(false);
    void navigate(workOrderPath(job.id));
  };
  return (
    <>
      <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setOpen(true)}>
        작업지시서 스캔
      </Button>
      <BarcodeScannerDialog
        open={open}
        title="작업지시서 스캔"
        instructions={JOB_TICKET_INSTRUCTIONS}
        onClose={() => setOpen(false)}
        onDetected={openJob}
      />
    </>
  );
}
