import { Grid, Stack } from '@mui/material';
import { MSG, codeCategoryLabel, type Code, type CodeCategory } from '@scm/contract';
import { useCallback, useState } from 'react';
import { useFeedback } from '../../shared/feedback';
import { PageHeader, type FormMode } from '../../shared/form-kit';
import { useCodeCategories } from './api';
import { CodeCategoryPanel } from './code-category-panel';
import { CodeForm } from './code-form';
import { CodeTable } from './code-table';

const HELP = [
  '공통 코드 화면입니다.',
  '• 왼쪽에서 코드 분류를 고르면 오른쪽에 그 분류의 코드가 표시됩니다.',
  '• 코드를 누르면 아래 코드 정보에 내용이 표시됩니다. [신규]로 새 코드를 등록하고, [수정]으로 선택한 코드를 고칩니다.',
  "• '기본' 표시가 있는 분류와 코드는 다른 화면이 사용하므로 삭제할 수 없고, 기본 코드의 사용 여부도 바꿀 수 없습니다.",
].join('\n');

/** /admin/cm/code: categories on the left, the selected category's codes and the code form on the right. */
export function CodePage() {
  const fb = useFeedback();
  const { data: categories = [], isPending } = useCodeCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [codeId, setCodeId] = useState<number | null>(null);
  const [mode, setMode] = useState<FormMode>('READ');
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);

  const category = categories.find((c) => c.id === categoryId) ?? categories[0] ?? null;
  const code = category?.codes.find((c) => c.id === codeId) ?? null;

  /** Another selection ends an edit in progress; unsaved changes are only dropped after asking. */
  const leaveEdit = async () => {
    if (mode !== 'READ' && dirty && !(await fb.confirm(MSG.leaveGuard))) return false;
    setMode('READ');
    return true;
  };
  const selectCategory = async (next: CodeCategory | null) => {
    if (next?.id === category?.id || !(await leaveEdit())) return;
    setCategoryId(next?.id ?? null);
    setCodeId(null);
  };
  const selectCode = async (next: Code) => {
    if (next.id === code?.id || !(await leaveEdit())) return;
    setCodeId(next.id);
  };

  return (
    <>
      <PageHeader title="공통 코드" pageType="list" help={HELP} />
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
              onSelect={(c) => void selectCode(c)}
              loading={isPending}
            />
            {category && (
              <CodeForm
                key={`${category.id}-${mode}-${mode === 'CREATE' ? 'new' : (code?.id ?? 'none')}`}
                mode={mode}
                categoryId={category.id}
                code={code}
                onModeChange={setMode}
                onSaved={(saved) => {
                  setCodeId(saved.id);
                  setMode('READ');
                }}
                onDeleted={() => setCodeId(null)}
                onDirtyChange={onDirtyChange}
              />
            )}
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
