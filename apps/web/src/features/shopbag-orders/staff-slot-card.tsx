import AttachFileIcon from '@mui/icons-material/AttachFile';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { SHOPBAG_REMARK_MAX, shopbagOrderMessages as M, type ShopbagSlot } from '@scm/contract';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { BuyerSelectModal } from '../buyers';
import { useEmptySlot, useSaveSlot } from './api';
import { DraftChip } from './draft-chip';

interface Props {
  orderId: number;
  position: string;
  slot: ShopbagSlot | undefined;
  /** Staff with the order area's write authority edit; others read. */
  canWrite: boolean;
  /** A cancelled order's design no longer changes. */
  locked: boolean;
  /** The bag is printed: the design board is closed, only a filled slot's remark may change. */
  closed: boolean;
}

/** One position for staff: the advertiser (buyer picker), the draft, a remark, save and remove. */
export function StaffSlotCard({ orderId, position, slot, canWrite, locked, closed }: Props) {
  const fb = useFeedback();
  const save = useSaveSlot();
  const empty = useEmptySlot();
  const fileInput = useRef<HTMLInputElement>(null);
  const remarkId = useId();
  const [buyer, setBuyer] = useState(slot ? { id: slot.buyerId, name: slot.buyerName } : null);
  const [remark, setRemark] = useState(slot?.remark ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [picking, setPicking] = useState(false);
  // Before printing everything may change; after it only the remark of a filled slot (the server answers 409 else).
  const designable = canWrite && !locked && !closed;
  const editable = canWrite && !locked && (!closed || slot !== undefined);
  const changed = file !== null || buyer?.id !== slot?.buyerId || remark !== (slot?.remark ?? '');

  const submit = async () => {
    if (!buyer) {
      fb.snackbar('warning', file ? M.draftWithoutAdvertiser : M.advertiserRequired);
      return;
    }
    try {
      const res = await save.mutateAsync({
        slot: slot ? { id: slot.id, buyerId: buyer.id, remark } : { orderId, position, buyerId: buyer.id, remark },
        draft: file,
      });
      setFile(null);
      fb.snackbar('success', res.message);
    } catch (e) {
      const field = e instanceof ApiError ? Object.values(e.fieldErrors ?? {})[0]?.defaultMessage : undefined;
      if (field) void fb.alert(field);
      else reportError(fb, e, '디자인을 저장하지 못했습니다.');
    }
  };

  const remove = async () => {
    if (!slot || !(await fb.confirm(M.slotDeleteConfirm, { title: `${position} 디자인 삭제`, confirmLabel: '삭제' })))
      return;
    try {
      const res = await empty.mutateAsync({ orderId, buyerId: slot.buyerId });
      fb.snackbar('success', res.message);
    } catch (e) {
      reportError(fb, e, '디자인을 삭제하지 못했습니다.');
    }
  };

  return (
    <Paper
      variant="outlined"
      aria-label={`${position} 위치`}
      sx={{ p: 1.5, bgcolor: slot ? 'action.hover' : undefined, borderStyle: slot ? 'solid' : 'dashed' }}
    >
      <Stack sx={{ gap: 1.25 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, minWidth: 28 }}>{position}</Typography>
          {slot ? (
            <Chip
              size="small"
              color={slot.draft ? 'success' : 'warning'}
              label={slot.draft ? '디자인 완료' : '시안 대기'}
            />
          ) : (
            <Chip size="small" label="비어 있음" variant="outlined" />
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            label="광고주"
            size="small"
            fullWidth
            value={buyer?.name ?? ''}
            disabled={!designable}
            onClick={() => designable && setPicking(true)}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          {designable && (
            <Button
              variant="outlined"
              size="small"
              onClick={() => setPicking(true)}
              aria-label={`${position} 광고주 선택`}
              sx={{ flexShrink: 0, minWidth: 0, px: 1.25 }}
            >
              <SearchIcon fontSize="small" />
            </Button>
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {slot?.draft && !file && <DraftChip draft={slot.draft} position={position} />}
          {file && <Chip size="small" color="primary" label={`새 시안: ${file.name}`} onDelete={() => setFile(null)} />}
          {!slot?.draft && !file && (
            <Typography variant="caption" color="text.secondary">
              시안 없음
            </Typography>
          )}
          {designable && (
            <>
              <Button size="small" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()}>
                {slot?.draft ? '시안 바꾸기' : '시안 첨부'}
              </Button>
              <input
                ref={fileInput}
                type="file"
                hidden
                aria-label={`${position} 시안 파일`}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  e.target.value = '';
                }}
              />
            </>
          )}
        </Stack>
        <TextField
          id={remarkId}
          label="비고"
          size="small"
          value={remark}
          disabled={!editable}
          onChange={(e) => setRemark(e.target.value)}
          slotProps={{ htmlInput: { maxLength: SHOPBAG_REMARK_MAX } }}
        />
        {editable && (
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            {slot && designable && (
              <Button color="error" size="small" onClick={() => void remove()} disabled={empty.isPending}>
                삭제
              </Button>
            )}
            <Button
              variant="contained"
              size="small"
              onClick={() => void submit()}
              disabled={save.isPending || !changed}
              aria-label={`${position} 저장`}
            >
              저장
            </Button>
          </Stack>
        )}
      </Stack>
      <BuyerSelectModal
        open={picking}
        title={`${position} 광고주 선택`}
        onClose={() => setPicking(false)}
        onSelect={(b) => {
          setBuyer({ id: b.buyerId, name: b.buyerName });
          setPicking(false);
        }}
      />
    </Paper>
  );
}
