import { PageHeader } from '../../shared/page-kit';
import { CustomerQuoteForm } from './customer-quote-form';

const help = [
  '주문하기 전에 견적서를 받아 보는 화면입니다. * 표시는 필수 항목입니다.',
  '• 종류, 용지, 사이즈, 인쇄 면과 색상, 수량을 고르면 아래 [예상 금액]이 바로 바뀝니다. [계산 내역]을 펼치면 항목별 계산식이 보입니다.',
  '• 인쇄 방식(옵셋/디지털)은 수량에 맞춰 더 저렴한 쪽으로 정해집니다.',
  '• [등록]을 누르면 견적서가 작성되고(유효기간 30일), 상세 화면에서 PDF를 받거나 [주문하기]로 바로 주문할 수 있습니다.',
].join('\n');

/** /co/quote/new: 견적 요청 in the buyer's words, with the live price. */
export function CustomerQuoteCreatePage() {
  return (
    <>
      <title>견적 요청 | 인쇄 SCM</title>
      <PageHeader title="견적 요청" pageType="create" help={help} />
      <CustomerQuoteForm />
    </>
  );
}
