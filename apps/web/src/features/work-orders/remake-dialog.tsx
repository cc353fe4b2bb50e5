import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, DialogContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import {
  remakeMessages as MSG,
  RemakeCreateSchema,
  type FieldErrors,
  type RemakeCreateInput,
  type WorkOrderDetail,
} from '@scm/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { DialogFrame, DialogSubmitActions } from '../../shared/dialog-frame';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { alertConflict } from '../../shared/workflow';
import { ItemPicker, type PickedItem } from '../items';
import { useCreateRemake, useUpdateRemake, workOrderPath } from './api';
import { PrintedOrderPicker } from './printed-order-picker';

interface PaperDraft {
  item: PickedItem | null;
  amount: string;
  wrongAmount: string;
}

export interface RemakeDraft {
  /** Editing an existing remake (PUT); left out, a new one (POST). */
  id?: number;
  /** The order, when the screen already knows it (the work-order detail); else the dialog asks for it. */
  order: { id: number; orderNumber: string; productName: string } | null;
  inspectionId: number | null;
  reason: string;
  amount: number | null;
  paper: { rawItemId: number; itemName: string; amount: number; wrongAmount: number }[];
}

interface Props {
  draft: RemakeDraft;
  onClose: () => void;
  /** What the dialog is about, shown at its top (e.g. the inspection's defects). */
  intro?: string;
}

const toDraftLines = (paper: RemakeDraft['paper']): PaperDraft[] =>
  paper.map((p) => ({
    item: { id: p.rawItemId, name: p.itemName },
    amount: String(p.amount),
    wrongAmount: String(p.wrongAmount),
  }));

/**
 * 재작업 지시 / 재작업 수정: the order (asked for only when the screen does not know it), the reason, how many to make
 * again and the paper this remake uses (released from stock at its own printing complete).
 */
export function RemakeDialog({ draft, onClose, intro }: Props) {
  const fb = useFeedback();
  const navigate = useNavigate();
  const create = useCreateRemake();
  const update = useUpdateRemake();
  const [order, setOrder] = useState(draft.order);
  const [reason, setReason] = useState(draft.reason);
  const [amount, setAmount] = useState(draft.amount === null ? '' : String(draft.amount));
  const [lines, setLines] = useState<PaperDraft[]>(toDraftLines(draft.paper));
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = create.isPending || update.isPending;
  const editing = draft.id !== undefined;
  const err = (field: string) => errors[field]?.defaultMessage;

  const setLine = (index: number, patch: Partial<PaperDraft>) =>
    setLines((ls) => ls.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: RemakeCreateInput = {
      orderId: order?.id ?? 0,
      inspectionId: draft.inspectionId,
      reason,
      amount,
      usePaperList: lines.map((l) => ({
        rawItemId: l.item?.id ?? null,
        amount: l.amount,
        wrongAmount: l.wrongAmount,
      })),
    };
    const parsed = RemakeCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues)
        found[issue.path.join('.')] ??= { isError: true, defaultMessage: issue.message };
      setErrors(found);
      return;
    }
    setErrors({});
    if (
      !(await fb.confirm(editing ? MSG.updateConfirm : MSG.createConfirm, {
        title: editing ? '재작업 수정' : '재작업 지시',
      }))
    )
      return;
    try {
      let answer: { data: WorkOrderDetail; message: string };
      if (draft.id !== undefined) {
        const { orderId: _orderId, ...rest } = body;
        answer = await update.mutateAsync({ ...rest, id: draft.id });
      } else answer = await create.mutateAsync(body);
      fb.snackbar('success', answer.message);
      onClose();
      if (!editing) void navigate(workOrderPath(answer.data.id));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      else if (alertConflict(fb, error)) onClose();
      else reportError(fb, error, editing ? '재작업 수정에 실패했습니다.' : '재작업 지시에 실패했습니다.');
    }
  };

  return (
    <DialogFrame
      title={editing ? '재작업 수정' : '재작업 지시'}
      onClose={busy ? undefined : onClose}
      onSubmit={(e) => void submit(e)}
      maxWidth="sm"
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {intro && <Alert severity="warning">{intro}</Alert>}
          {draft.order ? (
            <Typography variant="body2">{`주문 ${draft.order.orderNumber} · ${draft.order.productName}`}</Typography>
          ) : (
            <PrintedOrderPicker value={order} onChange={setOrder} error={err('orderId')} />
          )}
          {err('inspectionId') && <Alert severity="error">{err('inspectionId')}</Alert>}
          <TextField
            label="재작업 사유"
            required
            autoFocus={!!draft.order}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!err('reason')}
            helperText={err('reason') ?? ' '}
            size="small"
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <TextField
            label="재작업 수량"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={!!err('amount')}
            helperText={err('amount') ?? ' '}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Typography variant="subtitle2">용지 (재작업의 인쇄 완료 때 재고에서 출고)</Typography>
          {lines.map((l, i) => (
            <Box
              key={i}
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' } }}
            >
              <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                <ItemPicker
                  label="용지"
                  categoryId={null}
                  onCategoryChange={() => undefined}
                  value={l.item}
                  onChange={(item) => setLine(i, { item })}
                  required
                  error={!!err(`usePaperList.${i}.rawItemId`)}
                  helperText={err(`usePaperList.${i}.rawItemId`)}
                />
              </Box>
              <TextField
                label="사용 수량"
                value={l.amount}
                onChange={(e) => setLine(i, { amount: e.target.value })}
                error={!!err(`usePaperList.${i}.amount`)}
                helperText={err(`usePaperList.${i}.amount`)}
                size="small"
              />
              <TextField
                label="파지"
                value={l.wrongAmount}
                onChange={(e) => setLine(i, { wrongAmount: e.target.value })}
                error={!!err(`usePaperList.${i}.wrongAmount`)}
                helperText={err(`usePaperList.${i}.wrongAmount`)}
                size="small"
              />
              <IconButton
                aria-label={`용지 ${i + 1} 빼기`}
                onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => setLines((ls) => [...ls, { item: null, amount: '', wrongAmount: '' }])}
            >
              용지 추가
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogSubmitActions submitLabel={editing ? '수정' : '지시'} busy={busy} onCancel={onClose} />
    </DialogFrame>
  );
}
