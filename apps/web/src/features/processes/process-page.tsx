import { Paper, Typography } from '@mui/material';
import { processMessages, type Process } from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { formatNumber } from '../../shared/format';
import { ListToolbar, NewButton } from '../../shared/list-kit';
import { useDeleteProcess, useProcesses, useSwapProcesses } from './api';
import { ProcessNameDialog } from './process-name-dialog';
import { ProcessTable, type MoveDirection } from './process-table';

/** The manual; reordering, adding, renaming and deleting are told only to those who may do them. */
const help = (canWrite: boolean) =>
  [
    '공정 순서 화면입니다. 작업이 거쳐 가는 생산 공정을 순서대로 관리합니다.',
    ...(canWrite
      ? [
          '• ▲/▼ 버튼을 누르면 바로 앞 또는 뒤의 공정과 순서를 바꿉니다. 맨 위 공정은 위로, 맨 아래 공정은 아래로 옮길 수 없습니다.',
          '• [공정 추가]로 새 공정을 맨 마지막에 추가하고, [이름 변경]과 [삭제]로 공정을 고칩니다.',
          '• 공정을 삭제하면 그 뒤의 공정들이 한 칸씩 앞당겨집니다.',
        ]
      : []),
  ].join('\n');

type DialogState = { kind: 'closed' } | { kind: 'add' } | { kind: 'rename'; process: Process };

/** /admin/pr/process */
export function ProcessPage() {
  const fb = useFeedback();
  const { data: processes = [], isPending } = useProcesses();
  const swap = useSwapProcesses();
  const remove = useDeleteProcess();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const canWrite = useCanWrite('PROCESS');

  const move = async (process: Process, direction: MoveDirection) => {
    const index = processes.findIndex((p) => p.id === process.id);
    const neighbour = processes[direction === 'up' ? index - 1 : index + 1];
    if (index < 0 || !neighbour) {
      await fb.alert(processMessages.nothingToSwap);
      return;
    }
    try {
      await swap.mutateAsync({ processA: process.id, processB: neighbour.id });
    } catch (error) {
      reportError(fb, error, '순서를 바꾸지 못했습니다.');
    }
  };

  const deleteProcess = async (process: Process) => {
    if (!(await fb.confirm(processMessages.deleteConfirm, { title: '삭제 확인', confirmLabel: '삭제' }))) return;
    try {
      const { message } = await remove.mutateAsync(process.id);
      fb.snackbar('success', message);
    } catch (error) {
      reportError(fb, error, '삭제하지 못했습니다.');
    }
  };

  return (
    <>
      <title>공정 순서 | 인쇄 SCM</title>
      <PageHeader title="공정 순서" pageType="list" help={help} canWrite={canWrite} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, maxWidth: 880 }}>
        <ListToolbar actions={canWrite && <NewButton label="공정 추가" onClick={() => setDialog({ kind: 'add' })} />}>
          <Typography variant="body2" color="text.secondary">
            총 {formatNumber(processes.length)}개 공정
          </Typography>
        </ListToolbar>
        <ProcessTable
          processes={processes}
          loading={isPending}
          busy={swap.isPending}
          onMove={(p, d) => void move(p, d)}
          onRename={(p) => setDialog({ kind: 'rename', process: p })}
          onDelete={(p) => void deleteProcess(p)}
          editable={canWrite}
        />
      </Paper>
      {dialog.kind !== 'closed' && (
        <ProcessNameDialog
          process={dialog.kind === 'rename' ? dialog.process : undefined}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
    </>
  );
}
