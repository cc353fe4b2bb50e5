import { PageHeader } from '../../shared/page-kit';
import { ItemForm } from './item-form';

export function ItemCreatePage() {
  return (
    <>
      <PageHeader title="품목 등록" pageType="create" />
      <ItemForm mode="CREATE" />
    </>
  );
}
