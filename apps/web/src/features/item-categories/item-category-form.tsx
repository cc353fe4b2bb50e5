import { Stack, Typography } from '@mui/material';
import {
  ItemCategoryFieldsSchema,
  itemCategoryMessages,
  type ItemCategory,
  type ItemCategoryInput,
} from '@scm/contract';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { DetailPanel, EntityForm, FormActions, useDetailForm, type MasterDetail } from '../../shared/form-kit';
import { useCreateItemCategory, useUpdateItemCategory, type CategoryPlacement, type ItemCategoryValues } from './api';
import { CategoryBreadcrumb } from './category-breadcrumb';
import { isTopLevel } from './category-tree';
import { ItemCategoryFields } from './item-category-fields';

interface Props {
  md: MasterDetail;
  /** The category shown (READ, UPDATE); ignored in CREATE. */
  category: ItemCategory | null;
  /** CREATE: the path the new category goes under (empty for level 1). */
  parentPath: readonly ItemCategory[];
}

const BLANK: ItemCategoryInput = { code: '', name: '', isHidden: false };

const placementUnder = (path: readonly ItemCategory[]): CategoryPlacement => ({
  parentId: path.at(-1)?.id ?? null,
  grandparentId: path.at(-2)?.id ?? null,
});

/** '카테고리 정보': READ of the selected category, CREATE under the chosen parent, UPDATE below level 1. */
export function ItemCategoryForm({ md, category, parentPath }: Props) {
  const fb = useFeedback();
  const canWrite = useCanWrite('PROCESS');
  const create = useCreateItemCategory();
  const update = useUpdateItemCategory();
  const editing = md.mode === 'CREATE' ? null : category;
  const form = useDetailForm<ItemCategoryInput, ItemCategoryValues>(md, {
    schema: ItemCategoryFieldsSchema,
    defaultValues: editing ? { code: editing.code, name: editing.name, isHidden: editing.isHidden } : BLANK,
  });

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
    md.show(data.id);
  };

  const editable = md.mode === 'READ' && editing !== null && !isTopLevel(editing.level);

  return (
    <DetailPanel
      md={md}
      title="카테고리 정보"
      fullScreenWhen="editing"
      subtitle={
        md.mode === 'CREATE' && (
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
        )
      }
    >
      {md.mode === 'READ' && !editing ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          카테고리를 선택하면 정보가 표시됩니다.{canWrite && ' 각 단계의 [추가]로 새 카테고리를 등록할 수 있습니다.'}
        </Typography>
      ) : (
        <EntityForm
          area="PROCESS"
          form={form}
          onSubmit={save}
          aria-label="카테고리 정보 입력"
          confirmSave={{ create: itemCategoryMessages.createConfirm, update: itemCategoryMessages.updateConfirm }}
        >
          <ItemCategoryFields />
          {editing && isTopLevel(editing.level) && md.mode === 'READ' && (
            <Typography variant="caption" color="text.secondary">
              1단계 카테고리는 수정하거나 삭제할 수 없습니다.
            </Typography>
          )}
          <FormActions onEdit={editable ? md.startEdit : undefined} onCancel={() => void md.cancelEdit()} />
        </EntityForm>
      )}
    </DetailPanel>
  );
}
