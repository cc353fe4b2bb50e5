import { Alert, Skeleton } from '@mui/material';
import { customerSpecMessages } from '@scm/contract';
import { PageHeader } from '../../shared/page-kit';
import { usePriceCatalog } from './api';
import { CustomerOrderForm } from './customer-order-form';

const help = [
  '인쇄 주문을 접수하는 화면입니다. * 표시는 필수 항목입니다.',
  '• 종류, 용지, 완성 사이즈, 인쇄 면과 색상, 수량을 고르면 예상 금액(부가세 포함)이 바로 계산됩니다. [계산 내역]을 펼치면 항목별 계산을 볼 수 있습니다.',
  '• 인쇄 방식(옵셋/디지털)은 수량에 맞춰 더 저렴한 쪽으로 인쇄소가 정합니다.',
  '• 책자는 표지 용지와 내지 용지, 내지 페이지 수를 입력합니다.',
  '• 시안 파일은 끌어다 놓거나 눌러서 올릴 수 있습니다.',
  '• [등록]을 누르면 확인 후 접수되고, 인쇄소가 단가표로 금액을 다시 계산해 주문에 기록합니다. 작업이 시작되기 전에는 주문 상세 화면에서 취소할 수 있습니다.',
].join('\n');

/** /co/printing_order/new: the customer's order intake, priced live from what the shop publishes. */
export function CustomerOrderCreatePage() {
  const catalog = usePriceCatalog();
  return (
    <>
      <title>주문 접수 | 인쇄 SCM</title>
      <PageHeader title="주문 접수" pageType="create" help={help} />
      {catalog.isError ? (
        <Alert severity="warning">주문 정보를 불러오지 못했습니다. 잠시 후 다시 열어주세요.</Alert>
      ) : !catalog.data ? (
        <Skeleton variant="rounded" height={480} aria-label="주문 정보를 불러오는 중" />
      ) : catalog.data.papers.length === 0 ? (
        <Alert severity="info">{customerSpecMessages.noCatalog}</Alert>
      ) : (
        <CustomerOrderForm catalog={catalog.data} />
      )}
    </>
  );
}
