import { z } from 'zod';
import { idText } from './common/validation.js';

/**
 * 거래명세서 (statement of transaction, issue 34): an A4 PDF with the company's stamp, rendered on request and never
 * stored — per order (a bag order: per advertiser, its share) and per buyer per month (every live order of the month,
 * one line each). Staff read them with ORDER read; a customer reads the statements of its own orders only.
 */
export const API_TRADE_STATEMENT = '/api/od/trade-statements';
export const API_CUSTOMER_TRADE_STATEMENT = '/api/co/trade-statements';

/** GET: one order's statement; a bag order names the advertiser (`buyerId`) whose share it states. */
export const tradeStatementOrderPdfPath = (base: string, orderId: number, buyerId?: number | null) =>
  `${base}/order/${orderId}/pdf${buyerId ? `?buyerId=${buyerId}` : ''}`;
/** GET: the buyer's statement of a month (YYYY-MM), staff only. */
export const tradeStatementMonthPdfPath = (buyerId: number, month: string) =>
  `${API_TRADE_STATEMENT}/buyer/${buyerId}/pdf?month=${encodeURIComponent(month)}`;

export const tradeStatementMessages = {
  orderNotFound: '주문을 찾을 수 없습니다.',
  buyerNotFound: '고객사를 찾을 수 없습니다.',
  buyerInvalid: '광고주(고객사)를 다시 선택해주세요.',
  /** A bag order has one statement per advertiser: which one must be said. */
  advertiserRequired: '쇼핑백 주문의 거래명세서는 광고주를 골라 내려받아주세요.',
  notAdvertiser: '이 고객사는 이 주문의 거래처가 아닙니다.',
  cancelled: '취소된 주문의 거래명세서는 발행할 수 없습니다.',
  monthRequired: '거래명세서를 만들 월을 선택해주세요.',
  monthInvalid: '월은 YYYY-MM 형식으로 입력해주세요. (예: 2026-03)',
  pdfFailed: '거래명세서 PDF를 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
const MSG = tradeStatementMessages;

export const TradeStatementOrderQuerySchema = z.object({
  buyerId: z
    .union([z.literal('').transform(() => undefined), idText(MSG.buyerInvalid)])
    .optional()
    .transform((v) => v ?? null),
});
export type TradeStatementOrderQuery = z.infer<typeof TradeStatementOrderQuerySchema>;

export const TradeStatementMonthQuerySchema = z.object({
  month: z
    .string({ error: MSG.monthRequired })
    .min(1, MSG.monthRequired)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG.monthInvalid),
});
export type TradeStatementMonthQuery = z.infer<typeof TradeStatementMonthQuerySchema>;

/** 거래명세서_<주문번호>.pdf; a bag advertiser's share adds the advertiser. */
export const tradeStatementOrderFileName = (orderNumber: string, buyerName?: string | null) =>
  `거래명세서_${orderNumber}${buyerName ? `_${buyerName}` : ''}.pdf`;
/** 거래명세서_<고객사>_<YYYY-MM>.pdf */
export const tradeStatementMonthFileName = (buyerName: string, month: string) => `거래명세서_${buyerName}_${month}.pdf`;
