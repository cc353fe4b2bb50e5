import { Alert } from '@mui/material';
import { useCanWrite } from '../../shared/access';
import { FormSkeleton, pageTypeOf } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useCompanyBasicInfo } from './api';
import { BasicInfoForm } from './basic-info-form';

const HELP = {
  READ: (canWrite: boolean) =>
    '회사 정보 화면입니다. 발주서·거래명세서 등에 쓰이는 회사 정보를 확인합니다.' +
    (canWrite ? '\n• [수정]을 누르면 수정 화면으로 이동합니다.' : ''),
  UPDATE: [
    '회사 정보 수정 화면입니다.',
    '• * 표시가 있는 회사명, 대표자, 전화번호, 주소는 필수 입력 항목입니다.',
    '• [저장]을 누르면 반영되고 회사 정보 화면으로 돌아갑니다. [취소]를 누르면 저장하지 않고 돌아갑니다.',
  ].join('\n'),
};

/** /admin/cm/basicInfo (READ) and /admin/cm/basicInfo/edit (UPDATE) of the company's one record. */
function BasicInfoRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const { data, isPending, isError } = useCompanyBasicInfo();
  const canWrite = useCanWrite('COMMON');
  let body;
  if (isError) body = <Alert severity="warning">회사 정보를 불러올 수 없습니다. 잠시 후 다시 시도해주세요.</Alert>;
  else if (isPending) body = <FormSkeleton maxWidth={760} />;
  else body = <BasicInfoForm key={mode} mode={mode} info={data} />;
  return (
    <>
      <PageHeader
        title={mode === 'READ' ? '회사 정보' : '회사 정보 수정'}
        pageType={pageTypeOf(mode)}
        help={HELP[mode]}
        canWrite={canWrite}
      />
      {body}
    </>
  );
}

export const BasicInfoReadPage = () => <BasicInfoRecordPage mode="READ" />;
export const BasicInfoEditPage = () => <BasicInfoRecordPage mode="UPDATE" />;
