import { PageHeader } from '../../shared/page-kit';
import { CustomerOrderForm } from './customer-order-form';

const help = [
  '인쇄 주문을 접수하는 화면입니다. * 표시는 필수 항목입니다.',
  '• 작업 유형을 바꾸면 인쇄 정보가 처음 상태로 돌아갑니다. 책자는 [내지 추가]로 내지를 더할 수 있습니다.',
  '• 시안 파일은 끌어다 놓거나 눌러서 올릴 수 있습니다.',
  '• [등록]을 누르면 확인 후 접수되고, 주문 상세 화면에서 진행 상황을 볼 수 있습니다. 접수한 주문은 고칠 수 없으니 매장에 문의해주세요.',
].join('\n');

/** /co/printing_order/new: the customer's order intake. After confirmation the order is placed; no edit mode. */
export function CustomerOrderCreatePage() {
  return (
    <>
      <title>주문 접수 | 인쇄 SCM</title>
      <PageHeader title="주문 접수" pageType="create" help={help} />
      <CustomerOrderForm mode="CREATE" />
    </>
  );
}
