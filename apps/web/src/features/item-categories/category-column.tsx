import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { ITEM_CATEGORY_LEVEL_LABELS, type ItemCategory, type ItemCategoryLevel } from '@scm/contract';
import { useCanWrite } from '../../shared/access';
import { isTopLevel } from './category-tree';

interface Props {
  level: ItemCategoryLevel;
  categories: readonly ItemCategory[];
  selectedId: number | null;
  onSelect: (category: ItemCategory) => void;
  onAdd: () => void;
  onDelete: (category: ItemCategory) => void;
  /** Shown when the column has nothing to list (e.g. no parent chosen yet). */
  emptyText: string;
}

/** One level of the tree: its categories, an add button and, below level 1, a delete icon per category. */
export function CategoryColumn({ level, categories, selectedId, onSelect, onAdd, onDelete, emptyText }: Props) {
  const title = `${level}단계 · ${ITEM_CATEGORY_LEVEL_LABELS[level]}`;
  // Without PROCESS write authority the tree is only browsed (no 추가, 삭제).
  const canWrite = useCanWrite('PROCESS');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {canWrite && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={onAdd}
            aria-label={`${ITEM_CATEGORY_LEVEL_LABELS[level]} 추가`}
          >
            추가
          </Button>
        )}
      </Stack>
      <List dense disablePadding sx={{ maxHeight: { xs: 240, md: 360 }, overflow: 'auto' }}>
        {categories.map((c) => (
          <ListItem
            key={c.id}
            disablePadding
            secondaryAction={
              isTopLevel(level) || !canWrite ? undefined : (
                <IconButton edge="end" size="small" aria-label={`${c.name} 삭제`} onClick={() => onDelete(c)}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              )
            }
          >
            <ListItemButton selected={c.id === selectedId} onClick={() => onSelect(c)} sx={{ borderRadius: 1 }}>
              <ListItemText
                primary={
                  <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.75 }}>
                    <span>{c.name}</span>
                    {c.isHidden && <Chip component="span" label="숨김" size="small" variant="outlined" />}
                  </Stack>
                }
                secondary={c.code}
              />
            </ListItemButton>
          </ListItem>
        ))}
        {categories.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        )}
      </List>
    </Paper>
  );
}
