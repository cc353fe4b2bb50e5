import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { RecordPage, parseRecordId } from '../../shared/form-kit';
import { INSPECTION_LIST_PATH, useInspection } from './api';
import { InspectionForm } from './inspection-form';
import { useInspectionWorkOrderParts } from './work-order-parts';
import { InspectionCompleteButton, InspectionStatusChip } from './inspection-status';

/** The detail manual; completing, editing and deleting are told only to those who may do them. */
const readHelp = (canWrite: boolean) =>
  [
    '검수 상세 화면입니다. 내용은 읽기 전용으로 표시됩니다.',
    ...(canWrite
      ? [
          '• 제목 옆의 상태(검수중·검수완료)를 확인하고, [검수 완료 처리] 또는 [완료 취소]로 상태를 바꿉니다(확인 후 처리).',
          '• [수정]으로 내용을 고치고, [삭제]는 확인 후 삭제합니다. 완료된 검수는 [완료 취소]를 한 뒤에만 고치거나 삭제할 수 있습니다(누가 언제 취소했는지 남습니다).',
          '• [검수한 주문]을 지정하면 그 주문의 상세에 이 검수의 불량이 표시됩니다. [목록]은 이전 검색 조건이 유지된 목록으로 돌아갑니다.',
          '• 불량이 있는 검수는 아래 [재작업 지시]로 인쇄가 끝난 주문의 재작업을 엽니다(주문번호로 찾기, 사유·수량·용지 입력).',
        ]
      : [
          '• 제목 옆에 상태(검수중·검수완료)가 표시됩니다.',
          '• [목록]을 누르면 이전 검색 조건이 유지된 목록으로 돌아갑니다.',
        ]),
  ].join('\n');

/** READ (/:inspectionId) and UPDATE (/:inspectionId/edit) of one saved inspection. */
function InspectionRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const id = parseRecordId(useParams().inspectionId);
  const { InspectionRemakes } = useInspectionWorkOrderParts();
  return (
    <RecordPage
      area="WORK"
      mode={mode}
      title={mode === 'READ' ? '검수 상세' : '검수 수정'}
      id={id}
      query={useInspection(id)}
      listPath={INSPECTION_LIST_PATH}
      notFoundText="검수 정보를 불러올 수 없습니다."
      help={mode === 'READ' ? readHelp : undefined}
      actions={(inspection) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <InspectionStatusChip complete={inspection.complete} />
          {(mode === 'READ' || inspection.complete) && <InspectionCompleteButton inspection={inspection} />}
        </Stack>
      )}
      maxWidth={960}
      narrowHeader
    >
      {(inspection) => (
        <>
          {/* A completed inspection opened at /edit is shown read-only, with 완료 취소 in the header. */}
          <InspectionForm mode={inspection.complete ? 'READ' : mode} inspection={inspection} />
          {mode === 'READ' && <InspectionRemakes inspection={inspection} />}
        </>
      )}
    </RecordPage>
  );
}

export const InspectionReadPage = () => <InspectionRecordPage mode="READ" />;
export const InspectionEditPage = () => <InspectionRecordPage mode="UPDATE" />;
