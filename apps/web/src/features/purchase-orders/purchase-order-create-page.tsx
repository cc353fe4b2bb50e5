import { PageHeader } from '../../shared/page-kit';
import { PurchaseOrderForm } from './purchase-order-form';

export function PurchaseOrderCreatePage() {
  return (
    <>
      <title>발주 등록 | 인쇄 SCM</title>
      <PageHeader title="발주 등록" pageType="create" />
      <PurchaseOrderForm mode="CREATE" />
    </>
  );
}
