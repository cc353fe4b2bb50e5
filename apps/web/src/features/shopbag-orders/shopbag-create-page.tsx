import { PageHeader } from '../../shared/page-kit';
import { ShopbagForm } from './shopbag-form';

/** /admin/od/shopbag_order/new */
export function ShopbagCreatePage() {
  return (
    <>
      <title>쇼핑백 주문 등록 | 인쇄 SCM</title>
      <PageHeader title="쇼핑백 주문 등록" pageType="create" />
      <ShopbagForm mode="CREATE" />
    </>
  );
}
