import { PageHeader } from '../../shared/page-kit';
import { OrderForm } from './order-form';

export function OrderCreatePage() {
  return (
    <>
      <title>인쇄 주문 등록 | 인쇄 SCM</title>
      <PageHeader title="인쇄 주문 등록" pageType="create" />
      <OrderForm mode="CREATE" />
    </>
  );
}
