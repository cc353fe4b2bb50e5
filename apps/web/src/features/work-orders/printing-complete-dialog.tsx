import { DialogContent, Stack, Typography } from '@mui/material';
import { workOrderMessages as MSG, type WorkOrderDetail } from '@scm/contract';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormSkeleton, useEntityForm } from '../../shared/form-kit';
import { usePaperAvailability } from '../../shared/printing-spec/paper-availability';
import { alertConflict } from '../../shared/workflow';
import { DialogFrame, DialogSubmitActions } from '../../shared/dialog-frame';
import { useWorkOrder } from './api';
import { AfterPrintingSection, nextTeamOf, SHIP_NOW, type AfterPrinting } from './after-printing-section';
import { PaperUsageSection } from './paper-usage-section';
import { useConfirmedPrintingComplete } from './printing-complete';
import {
  initialLines,
  machineCount,
  printingCompleteFormSchema,
  type PrintingCompleteFormInput,
  type PrintingCompleteFormOutput,
} from './printing-complete-form';

interface Props {
  workOrderId: number;
  orderNumber: string;
  onClose: () => void;
  /** Reads the job (or the list) again after a 409: someone else moved it first. */
  reload: () => unknown;
}

/**
 * 인쇄 완료: the paper actually used and spoiled (what leaves stock), with the stock on hand and any shortfall, and
 * the confirmation a short release needs. Each part of the dialog is its own section of one form (more may follow:
 * what happens after printing). Mount it only while open: it starts from the job and the stock as they are then.
 */
export function PrintingCompleteDialog({ workOrderId, orderNumber, onClose, reload }: Props) {
  const { data: job } = useWorkOrder(workOrderId);
  const items = job?.usePaperList.map((p) => p.rawItemId) ?? [];
  const stock = usePaperAvailability(items);
  const ready = job !== undefined && (items.length === 0 || !stock.isLoading);
  return (
    <DialogFrame title={`인쇄 완료 · ${orderNumber}`} onClose={onClose} maxWidth="sm">
      {ready ? (
        <PrintingCompleteForm
          job={job}
          onHand={new Map([...stock.byItem].map(([id, a]) => [id, a.onHand]))}
          onClose={onClose}
          reload={reload}
        />
      ) : (
        <DialogContent>
          <FormSkeleton maxWidth={560} />
        </DialogContent>
      )}
    </DialogFrame>
  );
}

function PrintingCompleteForm({
  job,
  onHand,
  onClose,
  reload,
}: {
  job: WorkOrderDetail;
  onHand: ReadonlyMap<number, number>;
  onClose: () => void;
  reload: () => unknown;
}) {
  const fb = useFeedback();
  const complete = useConfirmedPrintingComplete();
  const [schema] = useState(() => printingCompleteFormSchema(onHand));
  const [machine] = useState(() => machineCount(job));
  const [after, setAfter] = useState<AfterPrinting>(SHIP_NOW);
  const form = useEntityForm<PrintingCompleteFormInput, PrintingCompleteFormOutput>({
    schema,
    defaultValues: { lines: initialLines(job), confirmShortage: false },
    mode: 'UPDATE',
  });

  const save = async (values: PrintingCompleteFormOutput) => {
    const next = nextTeamOf(after);
    if ('error' in next) return setAfter({ ...after, error: next.error });
    const body = {
      ...(values.usedPaperList.length ? { usedPaperList: values.usedPaperList } : {}),
      ...(values.confirmShortage ? { confirmShortage: true } : {}),
      ...next,
    };
    try {
      const answer = await complete(job.id, body);
      if (answer === undefined) return;
      fb.snackbar('success', answer.message || MSG.printingCompleted);
      onClose();
    } catch (error) {
      const teamError = error instanceof ApiError ? error.fieldErrors?.nextDepartmentId?.defaultMessage : undefined;
      if (teamError) return setAfter({ ...after, error: teamError });
      if (!alertConflict(fb, error)) throw error;
      reload();
      onClose();
    }
  };

  return (
    <EntityForm form={form} onSubmit={save} aria-label="인쇄 완료" area="WORK">
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={3}>
          <Typography variant="body2">
            {`${job.productName} · 수량 ${job.amount.toLocaleString('ko-KR')}`}. 인쇄를 완료하면 아래 용지가 재고에서
            출고되고, 인쇄 후 고른 대로 배송 준비가 시작되거나 후가공 팀이 넘겨받습니다.
          </Typography>
          <PaperUsageSection form={form} onHand={onHand} machine={machine} />
          <AfterPrintingSection value={after} onChange={setAfter} printingDepartmentId={job.departmentId} />
        </Stack>
      </DialogContent>
      <CompleteActions onCancel={onClose} />
    </EntityForm>
  );
}

function CompleteActions({ onCancel }: { onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return <DialogSubmitActions submitLabel="인쇄 완료" busy={isSubmitting} onCancel={onCancel} />;
}
