import { PageHeader } from '../../shared/page-kit';
import { BuyerForm } from './buyer-form';

const HELP = [
  '고객사와 고객사가 고객 화면에 로그인할 계정을 함께 등록합니다.',
  '• * 표시가 있는 항목은 필수 입력 항목입니다.',
  '• 아이디는 등록 후 변경할 수 없습니다.',
  '• 비밀번호는 4자 이상이며, 비밀번호 확인과 같아야 합니다.',
  '• [등록]을 누르면 저장 후 등록된 고객사의 상세 화면으로 이동합니다.',
].join('\n');

export function BuyerCreatePage() {
  return (
    <>
      <PageHeader title="고객사 등록" pageType="create" help={HELP} />
      <BuyerForm mode="CREATE" />
    </>
  );
}
