import { Grid, Stack } from '@mui/material';
import { codeCategoryLabel, type Code, type CodeCategory } from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { useMasterDetail } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useCodeCategories } from './api';
import { CodeCategoryPanel } from './code-category-panel';
import { CodeForm } from './code-form';
import { CodeTable } from './code-table';

const HELP_READ = [
  '공통 코드 화면입니다.',
  '• 왼쪽에서 코드 분류를 고르면 오른쪽에 그 분류의 코드가 표시됩니다.',
  '• 코드를 누르면 코드 정보에 내용이 표시됩니다.',
];
const HELP_WRITE = [
  ...HELP_READ,
  '• [신규]로 새 코드를 등록하고, [수정]으로 선택한 코드를 고칩니다.',
  "• '기본' 표시가 있는 분류와 코드는 다른 화면이 사용하므로 삭제할 수 없고, 기본 코드의 사용 여부도 바꿀 수 없습니다.",
];

/** /admin/cm/code: categories on the left, the selected category's codes and the code form on the right. */
export function CodePage() {
  const { data: categories = [], isPending } = useCodeCategories();
  const canWrite = useCanWrite('COMMON');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const md = useMasterDetail();

  const category = categories.find((c) => c.id === categoryId) ?? categories[0] ?? null;
  const code = category?.codes.find((c) => c.id === md.selectedId) ?? null;

  /** Another category ends an edit in progress (asking first when it has changes) and clears the chosen code. */
  const selectCategory = async (next: CodeCategory | null) => {
    if (next?.id === category?.id || !(await md.select(null))) return;
    setCategoryId(next?.id ?? null);
  };
  const selectCode = (next: Code) => void md.select(next.id);

  return (
    <>
      <PageHeader title="공통 코드" pageType="list" help={(canWrite ? HELP_WRITE : HELP_READ).join('\n')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <CodeCategoryPanel
            categories={categories}
            selected={category}
            onSelect={(c) => void selectCategory(c)}
            loading={isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <CodeTable
              title={category ? `${codeCategoryLabel(category.name)} 코드` : '코드'}
              codes={category?.codes ?? []}
              selectedId={code?.id ?? null}
              onSelect={selectCode}
              loading={isPending}
            />
            {category && (
              <CodeForm key={`${category.id}-${md.detailKey}`} md={md} categoryId={category.id} code={code} />
            )}
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
