import { Grid, Paper, Stack } from '@mui/material';
import {
  ITEM_CATEGORY_LEVELS,
  ITEM_CATEGORY_LEVEL_LABELS,
  itemCategoryMessages,
  type ItemCategory,
  type ItemCategoryLevel,
} from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError, useMasterDetail } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useDeleteItemCategory, useItemCategoryList } from './api';
import { CategoryBreadcrumb } from './category-breadcrumb';
import { CategoryColumn } from './category-column';
import { childrenOf, pathOf } from './category-tree';
import { ItemCategoryForm } from './item-category-form';

const HELP_READ = [
  '품목 카테고리 화면입니다. 카테고리는 대분류 › 중분류 › 소분류의 3단계입니다.',
  '• 카테고리를 누르면 다음 단계에 하위 카테고리가, 아래 카테고리 정보에 내용이 표시됩니다.',
];
const HELP_WRITE = [
  ...HELP_READ,
  '• 각 단계의 [추가]를 누르면 앞 단계에서 선택한 카테고리 아래에 새 카테고리를 등록합니다.',
  '• 1단계(대분류)는 등록만 할 수 있고 수정·삭제할 수 없습니다. 하위 카테고리가 있는 카테고리는 삭제할 수 없습니다.',
];

/** /admin/pr/category: three columns (levels 1–3), the selected path and the '카테고리 정보' form. */
export function ItemCategoryPage() {
  const fb = useFeedback();
  const canWrite = useCanWrite('PROCESS');
  const { data: all = [] } = useItemCategoryList();
  const remove = useDeleteItemCategory();
  // The deepest selected category; the columns and the breadcrumb follow from its path.
  const md = useMasterDetail();
  const [createLevel, setCreateLevel] = useState<ItemCategoryLevel>(1);

  const path = pathOf(all, md.selectedId);
  const selected = path.at(-1) ?? null;

  const add = async (level: ItemCategoryLevel) => {
    if (level > 1 && !path[level - 2]) {
      await fb.alert(itemCategoryMessages.selectParent((level - 1) as ItemCategoryLevel));
      return;
    }
    // The new category goes under the selection of the previous column; deeper selections are cleared.
    if (await md.startCreate(path[level - 2]?.id ?? null)) setCreateLevel(level);
  };
  const deleteCategory = async (category: ItemCategory) => {
    if (!(await fb.confirm(itemCategoryMessages.deleteConfirm, { title: '삭제 확인', confirmLabel: '삭제' }))) return;
    try {
      const { message } = await remove.mutateAsync(category.id);
      fb.snackbar('success', message);
      md.show(path.some((c) => c.id === category.id) ? category.parentId : md.selectedId);
    } catch (error) {
      reportError(fb, error, '삭제하지 못했습니다.');
    }
  };

  const parentPath = path.slice(0, createLevel - 1);
  return (
    <>
      <PageHeader title="품목 카테고리" pageType="list" help={(canWrite ? HELP_WRITE : HELP_READ).join('\n')} />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ px: 2, py: 1.25 }}>
          <CategoryBreadcrumb path={path} />
        </Paper>
        <Grid container spacing={2}>
          {ITEM_CATEGORY_LEVELS.map((level) => {
            const parent = level === 1 ? null : path[level - 2];
            return (
              <Grid key={level} size={{ xs: 12, md: 4 }}>
                <CategoryColumn
                  level={level}
                  categories={parent === undefined ? [] : childrenOf(all, parent?.id ?? null)}
                  selectedId={path[level - 1]?.id ?? null}
                  onSelect={(c) => void md.select(c.id)}
                  onAdd={() => void add(level)}
                  onDelete={(c) => void deleteCategory(c)}
                  emptyText={
                    parent === undefined
                      ? `${ITEM_CATEGORY_LEVEL_LABELS[(level - 1) as ItemCategoryLevel]}를 선택해주세요.`
                      : '등록된 카테고리가 없습니다.'
                  }
                />
              </Grid>
            );
          })}
        </Grid>
        <ItemCategoryForm
          key={md.mode === 'CREATE' ? `${md.detailKey}-${createLevel}` : md.detailKey}
          md={md}
          category={selected}
          parentPath={parentPath}
        />
      </Stack>
    </>
  );
}
