import { QUOTE_DATE_FILTERS, QUOTE_SEARCH_FILTERS } from '@scm/contract';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { listHelp, useListNavigation } from '../../shared/page-kit';
import { quoteListPathOf, useQuoteList, type QuoteSide } from './api';
import { customerQuoteColumns, QUOTE_TABLE_MIN_WIDTH, quoteColumns } from './quote-columns';
import { QuoteStatusFilter, useQuoteStatusParam } from './quote-status';

const QUOTE_NOTES = [
  '견적서는 작성할 때의 단가표로 금액이 정해지고, 작성한 뒤에는 바뀌지 않습니다. 내용을 바꾸려면 상세 화면의 [복사해서 새 견적]을 사용하세요.',
  '[상태]: 작성 = 유효기간 안의 견적, 주문 전환 = 주문으로 바뀐 견적, 만료 = 유효기간이 지난 견적입니다.',
];

/** The staff manual: writing and converting are told only to those who may do them. */
const staffHelp = (canWrite: boolean) =>
  [
    listHelp(canWrite),
    '',
    ...QUOTE_NOTES,
    ...(canWrite ? ['작성 상태의 견적서는 상세 화면의 [주문으로 전환]으로 같은 금액의 주문이 됩니다.'] : []),
  ].join('\n');

/** A customer's quotes are all its own: no 고객사 to search by. */
const { buyerName: _buyer, ...CUSTOMER_SEARCH_FILTERS } = QUOTE_SEARCH_FILTERS;

const customerHelp = [
  '요청하신 견적서 목록입니다. 작성일이나 유효기간으로 기간을 고르고 견적번호나 상품명으로 찾을 수 있습니다.',
  '[신규 등록]으로 사양과 수량을 입력하면 금액을 바로 보고 견적서를 받을 수 있습니다.',
  ...QUOTE_NOTES,
  '유효기간 안의 견적서는 상세 화면의 [주문하기]로 견적 금액 그대로 주문할 수 있습니다.',
].join('\n');

function QuoteList({ side }: { side: QuoteSide }) {
  const [status, setStatus] = useQuoteStatusParam();
  const paged = useQuoteList(side, status);
  const nav = useListNavigation(quoteListPathOf(side));
  const staff = side === 'staff';
  return (
    <ListPage
      area={staff ? 'ORDER' : undefined}
      title={staff ? '견적서' : '내 견적'}
      help={staff ? staffHelp : customerHelp}
      paged={paged}
      filters={
        <>
          <QuoteStatusFilter value={status} onChange={setStatus} />
          <DateRangeFilter list={paged.list} dateFields={QUOTE_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={staff ? QUOTE_SEARCH_FILTERS : CUSTOMER_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="견적서 목록"
      columns={staff ? quoteColumns : customerQuoteColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={QUOTE_TABLE_MIN_WIDTH}
    />
  );
}

/** /admin/od/quote */
export const QuoteListPage = () => <QuoteList side="staff" />;
/** /co/quote: the customer's own quotes. */
export const CustomerQuoteListPage = () => <QuoteList side="customer" />;
