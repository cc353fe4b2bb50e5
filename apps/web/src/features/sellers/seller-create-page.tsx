import { PageHeader } from '../../shared/page-kit';
import { SellerForm } from './seller-form';

export function SellerCreatePage() {
  return (
    <>
      <PageHeader title="매입처 등록" pageType="create" />
      <SellerForm mode="CREATE" />
    </>
  );
}
