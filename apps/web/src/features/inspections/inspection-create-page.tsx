import { FormSkeleton } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useSignedInName } from './api';
import { InspectionForm } from './inspection-form';

const HELP = [
  '검수 등록 화면입니다.',
  '• 검수명, 품목(카테고리를 고른 뒤 하나 이상), 검수 수량(1 이상)과 불량 수량(0 이상, 검수 수량 이하), 기간을 입력합니다.',
  '• 작업자는 로그인한 직원 이름으로 채워지며 바꿀 수 있습니다.',
  '• [등록]을 누르면 확인 후 저장되고 상세 화면으로 이동합니다. 새 검수는 검수중 상태로 등록됩니다.',
].join('\n');

/** /admin/wk/inspection/new */
export function InspectionCreatePage() {
  const name = useSignedInName();
  return (
    <>
      <title>검수 등록 | 인쇄 SCM</title>
      <PageHeader title="검수 등록" pageType="create" help={HELP} />
      {/* The form waits for the worker's default; without it the field simply starts empty. */}
      {name.isPending ? (
        <FormSkeleton maxWidth={960} />
      ) : (
        <InspectionForm mode="CREATE" defaultWorker={name.data ?? ''} />
      )}
    </>
  );
}
