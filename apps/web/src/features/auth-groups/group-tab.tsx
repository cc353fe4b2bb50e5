import { Box, Button, List, ListItemButton, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { AuthorityMatrix } from './authority-matrix';
import {
  useAllGroups,
  useAuthorities,
  useCreateGroup,
  useDeleteGroup,
  useRenameGroup,
  useToggleAuthority,
} from './api';
import { useRun } from './use-run';

const NAME_REQUIRED = '권한 그룹명을 입력해주세요.';
const SELECT_GROUP = '권한 그룹을 선택해주세요.';

/** Defines groups (add, rename, delete) and the authorities each one grants. */
export function GroupTab() {
  const groups = useAllGroups().data ?? [];
  const authorities = useAuthorities().data ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const [rename, setRename] = useState('');
  const fb = useFeedback();
  const run = useRun();
  const create = useCreateGroup();
  const renameGroup = useRenameGroup();
  const remove = useDeleteGroup();
  const toggle = useToggleAuthority();
  const selected = groups.find((g) => g.id === selectedId) ?? null;
  // Without COMMON write authority the groups and their authorities are only shown.
  const canWrite = useCanWrite('COMMON');

  const select = (id: number, name: string) => {
    setSelectedId(id);
    setRename(name);
  };
  const add = async () => {
    if (!newName.trim()) return fb.alert(NAME_REQUIRED);
    if (await run(() => create.mutateAsync(newName.trim()))) setNewName('');
  };
  const saveName = async () => {
    if (!selected) return fb.alert(SELECT_GROUP);
    if (!rename.trim()) return fb.alert(NAME_REQUIRED);
    await run(() => renameGroup.mutateAsync({ id: selected.id, name: rename.trim() }));
  };
  const deleteSelected = async () => {
    if (!selected) return fb.alert(SELECT_GROUP);
    if (
      !(await fb.confirm(
        `'${selected.name}' 그룹을 삭제하시겠습니까?\n부서와 직원에 연결된 이 그룹도 함께 해제됩니다.`,
      ))
    )
      return;
    if (await run(() => remove.mutateAsync(selected.id))) setSelectedId(null);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          권한 그룹
        </Typography>
        {canWrite && (
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <TextField
              size="small"
              label="새 그룹명"
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && void add()}
              slotProps={{ htmlInput: { maxLength: 255 } }}
              fullWidth
            />
            <Button variant="contained" onClick={() => void add()} sx={{ flexShrink: 0 }}>
              추가
            </Button>
          </Stack>
        )}
        <List dense aria-label="권한 그룹 목록" sx={{ maxHeight: 420, overflow: 'auto' }}>
          {groups.map((g) => (
            <ListItemButton key={g.id} selected={g.id === selectedId} onClick={() => select(g.id, g.name)}>
              <ListItemText primary={g.name} secondary={`권한 ${g.authorities.length}개`} />
            </ListItemButton>
          ))}
          {groups.length === 0 && <Typography color="text.secondary">등록된 권한 그룹이 없습니다.</Typography>}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flexGrow: 1, width: '100%', overflowX: 'auto' }}>
        {selected ? (
          <>
            {!canWrite && (
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                {selected.name}
              </Typography>
            )}
            {canWrite && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
                <TextField
                  size="small"
                  label="그룹명"
                  value={rename}
                  onChange={(e) => setRename(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 255 } }}
                  sx={{ flexGrow: 1 }}
                />
                <Button
                  variant="contained"
                  onClick={() => void saveName()}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  이름 저장
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => void deleteSelected()}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  그룹 삭제
                </Button>
              </Stack>
            )}
            <AuthorityMatrix
              group={selected}
              authorities={authorities}
              disabled={toggle.isPending || !canWrite}
              onToggle={(a, on) =>
                void run(() => toggle.mutateAsync({ authGroupId: selected.id, authorityId: a.id, on }))
              }
            />
          </>
        ) : (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary">
              왼쪽에서 권한 그룹을 선택하면 메뉴 영역별 권한을 설정할 수 있습니다.
            </Typography>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
