import type { QuoteListItem } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate, formatNumber } from '../../shared/format';
import { QuoteStatusChip } from './quote-status';

export const QUOTE_TABLE_MIN_WIDTH = 920;

const won = (n: number) => `${formatNumber(n)}원`;

const quoteNumber: ColumnDef<QuoteListItem> = {
  key: 'quoteNumber',
  label: '견적번호',
  sortField: 'quoteNumber',
  width: 150,
  render: (q) => q.quoteNumber,
};
const buyerName: ColumnDef<QuoteListItem> = {
  key: 'buyerName',
  card: 2,
  label: '고객사',
  sortField: 'buyerName',
  width: 160,
  wrap: true,
  render: (q) => q.buyerName,
};
const productName: ColumnDef<QuoteListItem> = {
  key: 'productName',
  card: 'title',
  label: '상품명',
  sortField: 'productName',
  wrap: true,
  render: (q) => q.productName,
};
const quantity: ColumnDef<QuoteListItem> = {
  key: 'quantity',
  label: '수량',
  width: 96,
  align: 'right',
  render: (q) => `${formatNumber(q.quantity)}부`,
};
const total: ColumnDef<QuoteListItem> = {
  key: 'total',
  card: 1,
  label: '합계',
  sortField: 'total',
  width: 130,
  align: 'right',
  render: (q) => won(q.total),
};
const validUntil: ColumnDef<QuoteListItem> = {
  key: 'validUntil',
  card: 3,
  label: '유효기간',
  sortField: 'validUntil',
  width: 112,
  align: 'center',
  render: (q) => formatDate(q.validUntil),
};
const status: ColumnDef<QuoteListItem> = {
  key: 'status',
  card: 'status',
  label: '상태',
  width: 100,
  align: 'center',
  render: (q) => <QuoteStatusChip status={q.status} />,
};
const createdAt: ColumnDef<QuoteListItem> = {
  key: 'createdAt',
  label: '작성일',
  sortField: 'createdAt',
  width: 112,
  align: 'center',
  render: (q) => formatDate(q.quoteDate),
};

/** Staff: every customer's quotes. */
export const quoteColumns: readonly ColumnDef<QuoteListItem>[] = [
  quoteNumber,
  buyerName,
  productName,
  quantity,
  total,
  createdAt,
  validUntil,
  status,
];

/** The customer's own quotes: the same without 고객사 (always its own); the number takes the card's second place. */
export const customerQuoteColumns: readonly ColumnDef<QuoteListItem>[] = [
  { ...quoteNumber, card: 2 },
  productName,
  quantity,
  total,
  createdAt,
  validUntil,
  status,
];
