import { Alert } from '@mui/material';
import { useSearchParams } from 'react-router';
import { FormSkeleton, parseRecordId } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { useStaffQuote } from './api';
import { QuoteForm } from './quote-form';
import { copiedQuote, newQuote } from './quote-form-schema';

const help = [
  '견적서를 작성하는 화면입니다. * 표시는 필수 항목입니다.',
  '• 고객사, 상품명, 수량과 인쇄 사양을 입력하면 아래 [예상 금액]이 단가표로 바로 계산됩니다. 항목을 펼치면 계산식이 보입니다.',
  '• 유효기간을 비워 두면 작성일로부터 30일입니다.',
  '• [금액 조정]을 켜면 계산 금액 대신 입력한 공급가액으로 견적서를 만듭니다. 사유를 함께 입력해주세요.',
  '• [등록]을 누르면 확인 후 견적서가 작성되고, 상세 화면에서 PDF를 보거나 주문으로 전환할 수 있습니다.',
].join('\n');

/** /admin/od/quote/new, or ?copy={id}: a new quote, blank or copied from a saved one (복사해서 새 견적). */
export function QuoteCreatePage() {
  const [params] = useSearchParams();
  const copyId = parseRecordId(params.get('copy') ?? undefined);
  const source = useStaffQuote(copyId);
  let body;
  if (copyId === null) body = <QuoteForm initial={newQuote()} />;
  else if (source.isError) body = <Alert severity="warning">복사할 견적서를 불러올 수 없습니다.</Alert>;
  else if (!source.data) body = <FormSkeleton maxWidth={960} />;
  else body = <QuoteForm key={source.data.id} initial={copiedQuote(source.data)} />;
  const title = copyId === null ? '새 견적' : '새 견적 (복사)';
  return (
    <>
      <title>{`${title} | 인쇄 SCM`}</title>
      <PageHeader title={title} pageType="create" help={help} />
      {body}
    </>
  );
}
