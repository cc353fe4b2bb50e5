import { z } from 'zod';
import { optionalText, requiredText, optionalEmail } from './common/validation.js';

export const API_SELLER = '/api/seller';

/** A supplier (매입처) the shop buys paper, ink and outsourced work from. */
export const SellerSchema = z.object({
  id: z.number().int(),
  sellerName: z.string(),
  sellerTel: z.string(),
  sellerAddress: z.string(),
  sellerChargerName: z.string(),
  sellerChargerTel: z.string(),
  sellerFax: z.string(),
  sellerEmail: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});
export type Seller = z.infer<typeof SellerSchema>;

export const SellerCreateSchema = z.strictObject({
  sellerName: requiredText(255, '매입처명을 입력해주세요.'),
  sellerTel: requiredText(255, '전화번호를 입력해주세요.'),
  sellerAddress: requiredText(255, '주소를 입력해주세요.'),
  sellerChargerName: requiredText(255, '담당자명을 입력해주세요.'),
  sellerChargerTel: optionalText(255),
  sellerFax: optionalText(255),
  sellerEmail: optionalEmail(),
  remark: optionalText(1024),
});
export type SellerInput = z.input<typeof SellerCreateSchema>;
export type SellerValues = z.output<typeof SellerCreateSchema>;
/** PUT /api/seller carries the id in the body, as the spec's call list does. */
export const SellerUpdateSchema = SellerCreateSchema.extend({ id: z.number().int().positive() });

export const SELLER_SEARCH_FILTERS = {
  all: '전체',
  sellerName: '매입처명',
  sellerTel: '전화번호',
  sellerAddress: '주소',
  sellerChargerName: '담당자명',
  sellerChargerTel: '담당자 연락처',
} as const;
export const SELLER_SORT_FIELDS = [
  'id',
  'sellerName',
  'sellerTel',
  'sellerAddress',
  'sellerChargerName',
  'sellerChargerTel',
  'createdAt',
] as const;

/** GET /api/seller/select: the seller picker; the phone only for callers who may see partner contacts. */
export const SellerSelectItemSchema = SellerSchema.pick({ id: true, sellerName: true }).extend({
  sellerTel: z.string().optional(),
});
export type SellerSelectItem = z.infer<typeof SellerSelectItemSchema>;

export const sellerMessages = {
  created: (name: string) => `${name} 매입처가 등록되었습니다.`,
  updated: (name: string) => `${name} 매입처가 수정되었습니다.`,
  deleted: (name: string) => `${name} 매입처가 삭제되었습니다.`,
  createConfirm: '매입처를 등록하시겠습니까?',
  updateConfirm: '매입처를 수정하시겠습니까?',
  deleteConfirm: '매입처를 삭제하시겠습니까?',
  notFound: '매입처를 찾을 수 없습니다.',
  inUse: '발주 내역이 있는 매입처는 삭제할 수 없습니다. 거래 기록을 위해 매입처 정보를 그대로 두세요.',
};
