import { Paper, Stack, Typography } from '@mui/material';
import { ItemCategoryFieldsSchema, MSG, type ItemCategory, type ItemCategoryInput } from '@scm/contract';
import { useEffect, useRef } from 'react';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { useCreateItemCategory, useUpdateItemCategory, type CategoryPlacement, type ItemCategoryValues } from './api';
import { CategoryBreadcrumb } from './category-breadcrumb';
import { isTopLevel } from './category-tree';
import { ItemCategoryFields } from './item-category-fields';

interface Props {
  mode: FormMode;
  /** The category shown (READ, UPDATE); ignored in CREATE. */
  category: ItemCategory | null;
  /** CREATE: the path the new category goes under (empty for level 1). */
  parentPath: readonly ItemCategory[];
  onModeChange: (mode: FormMode) => void;
  onSaved: (category: ItemCategory) => void;
  onDirtyChange: (dirty: boolean) => void;
}

const BLANK: ItemCategoryInput = { code: '', name: '', isHidden: false };

const placementUnder = (path: readonly ItemCategory[]): CategoryPlacement => ({
  parentId: path.at(-1)?.id ?? null,
  grandparentId: path.at(-2)?.id ?? null,
});

/** '카테고리 정보': READ of the selected category, CREATE under the chosen parent, UPDATE below level 1. */
export function ItemCategoryForm({ mode, category, parentPath, onModeChange, onSaved, onDirtyChange }: Props) {
  const fb = useFeedback();
  const create = useCreateItemCategory();
  const update = useUpdateItemCategory();
  const editing = mode === 'CREATE' ? null : category;
  const form = useEntityForm<ItemCategoryInput, ItemCategoryValues>({
    schema: ItemCategoryFieldsSchema,
    defaultValues: editing ? { code: editing.code, name: editing.name, isHidden: editing.isHidden } : BLANK,
    mode,
  });
  const dirty = mode !== 'READ' && form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // On a phone the form sits below the lists: bring it into view when editing starts (no focus, so no early errors).
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (mode !== 'READ') panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [mode]);

  const save = async (values: ItemCategoryValues) => {
    const { data, message } = editing
      ? await update.mutateAsync({
          ...values,
          selfId: editing.id,
          parentId: editing.parentId,
          grandparentId: editing.grandparentId,
        })
      : await create.mutateAsync({ ...values, ...placementUnder(parentPath) });
    fb.snackbar('success', message);
    onSaved(data);
  };

  const cancel = async () => {
    if (dirty && !(await fb.confirm(MSG.leaveGuard))) return;
    onModeChange('READ');
  };

  const editable = mode === 'READ' && editing !== null && !isTopLevel(editing.level);

  return (
    <Paper ref={panel} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label="카테고리 정보">
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          카테고리 정보
        </Typography>
        {mode === 'CREATE' && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              상위 카테고리:
            </Typography>
            <CategoryBreadcrumb
              path={parentPath}
              emptyText="없음 (새 대분류를 등록합니다)"
              label="상위 카테고리 경로"
            />
          </Stack>
        )}
      </Stack>
      {mode === 'READ' && !editing ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          카테고리를 선택하면 정보가 표시됩니다. 각 단계의 [추가]로 새 카테고리를 등록할 수 있습니다.
        </Typography>
      ) : (
        <EntityForm area="PROCESS" form={form} onSubmit={save} aria-label="카테고리 정보 입력">
          <ItemCategoryFields />
          {editing && isTopLevel(editing.level) && mode === 'READ' && (
            <Typography variant="caption" color="text.secondary">
              1단계 카테고리는 수정하거나 삭제할 수 없습니다.
            </Typography>
          )}
          <FormActions onEdit={editable ? () => onModeChange('UPDATE') : undefined} onCancel={() => void cancel()} />
        </EntityForm>
      )}
    </Paper>
  );
}
