import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Chip, DialogActions, DialogContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { RATE_KIND_LABELS, type StoredRateRow } from '@scm/contract';
import { DialogFrame } from '../../shared/dialog-frame';
import { keyText, valueText } from './kind-views';
import type { RateGroup } from './rate-groups';

interface Props {
  group: RateGroup;
  canWrite: boolean;
  onEdit: (row: StoredRateRow) => void;
  onClose: () => void;
}

function Section({
  title,
  rows,
  chip,
  onEdit,
}: {
  title: string;
  rows: StoredRateRow[];
  chip?: string;
  onEdit?: (r: StoredRateRow) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <List dense disablePadding>
        {rows.map((r) => (
          <ListItem
            key={r.id}
            disableGutters
            secondaryAction={
              onEdit && (
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  onClick={() => onEdit(r)}
                  aria-label={`${r.effectiveFrom} 예정 단가 수정`}
                >
                  수정
                </Button>
              )
            }
          >
            <ListItemText
              primary={valueText(r)}
              secondary={`${r.effectiveFrom}부터`}
              slotProps={{ primary: { sx: { pr: onEdit ? 9 : 0 } } }}
            />
            {chip && <Chip size="small" label={chip} variant="outlined" sx={{ ml: 1 }} />}
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** A key's rows: 예정 (editable with ORDER write), 현재, and 지난 단가 (read-only: orders priced by them keep them). */
export function RateHistoryDialog({ group, canWrite, onEdit, onClose }: Props) {
  return (
    <DialogFrame
      title={`${RATE_KIND_LABELS[group.any.kind]} · ${keyText(group.any)} 단가 이력`}
      onClose={onClose}
      maxWidth="sm"
      closeButton
    >
      <DialogContent>
        <Section title="예정" rows={group.future} onEdit={canWrite ? onEdit : undefined} />
        <Section title="현재 적용 중" rows={group.current ? [group.current] : []} />
        <Section title="지난 단가" rows={group.past} chip="지난 단가" />
        {group.past.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            지난 단가가 없습니다.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
      </DialogActions>
    </DialogFrame>
  );
}
