import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { idText } from './common/validation.js';

/** The pickers' paged lists (spec 000 §7 "Modal selects"). Any employee may read them; page size up to 9999. */
export const API_MODAL_SELECT = '/api/admin/modal_select';
export const MODAL_SELECT_PATHS = {
  seller: `${API_MODAL_SELECT}/seller_modal`,
  buyer: `${API_MODAL_SELECT}/buyer_modal`,
  department: `${API_MODAL_SELECT}/department`,
  usersConnected: `${API_MODAL_SELECT}/users_connected`,
  usersNotConnected: `${API_MODAL_SELECT}/users_not_connected`,
  managersOfBusinessPartner: `${API_MODAL_SELECT}/managers_of_business_partner`,
  item: `${API_MODAL_SELECT}/item_modal`,
} as const;

/** Phone and address only for callers who may see partner contacts (canSeePartnerContacts); absent otherwise. */
export const SellerModalItemSchema = z.object({
  id: z.number().int(),
  sellerName: z.string(),
  sellerTel: z.string().optional(),
  sellerAddress: z.string().optional(),
});
export type SellerModalItem = z.infer<typeof SellerModalItemSchema>;
export const SELLER_MODAL_SEARCH_FILTERS = {
  all: '전체',
  sellerName: '매입처명',
  sellerTel: '전화번호',
  sellerAddress: '주소',
} as const;
/** The filters of a caller who may not see partner contacts: the name only. */
export const SELLER_MODAL_NAME_FILTERS = { all: '전체', sellerName: '매입처명' } as const;
export const SELLER_MODAL_SORT_FIELDS = ['id', 'sellerName', 'sellerTel', 'sellerAddress'] as const;
export const SELLER_MODAL_NAME_SORT_FIELDS = ['id', 'sellerName'] as const;

/** A distribution-target buyer: `buyerId` is what an order's buyer slot stores; `id` is the same value. */
export const BuyerModalItemSchema = z.object({
  id: z.number().int(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  /** Phone and address only for callers who may see partner contacts (canSeePartnerContacts); absent otherwise. */
  buyerTel: z.string().optional(),
  buyerAddress: z.string().optional(),
});
export type BuyerModalItem = z.infer<typeof BuyerModalItemSchema>;
export const BUYER_MODAL_SEARCH_FILTERS = {
  all: '전체',
  buyerName: '고객사명',
  buyerTel: '전화번호',
  buyerAddress: '주소',
} as const;
/** The filters of a caller who may not see partner contacts: the name only. */
export const BUYER_MODAL_NAME_FILTERS = { all: '전체', buyerName: '고객사명' } as const;
export const BUYER_MODAL_SORT_FIELDS = ['id', 'buyerId', 'buyerName', 'buyerTel', 'buyerAddress'] as const;
export const BUYER_MODAL_NAME_SORT_FIELDS = ['id', 'buyerId', 'buyerName'] as const;

export const DepartmentModalItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  isUsed: z.boolean(),
});
export type DepartmentModalItem = z.infer<typeof DepartmentModalItemSchema>;
export const DEPARTMENT_MODAL_SEARCH_FILTERS = { all: '전체', name: '부서명' } as const;
export const DEPARTMENT_MODAL_SORT_FIELDS = ['id', 'name'] as const;

/** An employee in or out of a permission group. */
export const GroupMemberModalItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  departmentName: z.string().nullable(),
  positionName: z.string().nullable(),
});
export type GroupMemberModalItem = z.infer<typeof GroupMemberModalItemSchema>;
export const GROUP_MEMBER_MODAL_SEARCH_FILTERS = {
  all: '전체',
  name: '이름',
  departmentName: '부서',
  positionName: '직위',
} as const;
export const GROUP_MEMBER_MODAL_SORT_FIELDS = ['id', 'name', 'departmentName', 'positionName'] as const;
/** users_connected / users_not_connected: the list query plus the permission group asked about. */
export const GroupMemberModalQuerySchema = ListQuerySchema.extend({
  authGroupId: idText('권한 그룹을 선택해주세요.'),
});

/** An employee who can be a client company's contact manager (works in a department in use, not resigned). */
export const ManagerModalItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  departmentName: z.string(),
  /** Only for callers who may see colleagues' phone numbers (canSeeStaffContacts); absent otherwise. */
  tel: z.string().optional(),
});
export type ManagerModalItem = z.infer<typeof ManagerModalItemSchema>;
export const MANAGER_MODAL_SEARCH_FILTERS = {
  all: '전체',
  name: '이름',
  departmentName: '부서',
  tel: '연락처',
} as const;
export const MANAGER_MODAL_SORT_FIELDS = ['id', 'name', 'departmentName', 'tel'] as const;
/** Without the phone numbers: not shown, and not sortable either (the order would reveal them). */
export const MANAGER_MODAL_NAME_SORT_FIELDS = ['id', 'name', 'departmentName'] as const;

/** An item in use, with where it sits and how much is in stock (the item picker dialog). */
export const ItemModalItemSchema = z.object({
  id: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  itemCategoryId: z.number().int(),
  /** The category path, e.g. '용지 > 아트지 > 150g'. */
  itemCategoryName: z.string(),
  standardSize: z.string(),
  itemUnit: z.string(),
  amount: z.number().int(),
});
export type ItemModalItem = z.infer<typeof ItemModalItemSchema>;
export const ITEM_MODAL_SEARCH_FILTERS = {
  all: '전체',
  itemCode: '품목 코드',
  name: '품목명',
  itemCategoryName: '카테고리',
} as const;
export const ITEM_MODAL_SORT_FIELDS = ['id', 'itemCode', 'name', 'itemCategoryName', 'standardSize', 'amount'] as const;
/** item_modal: the list query plus an optional category (that category and everything under it). */
export const ItemModalQuerySchema = ListQuerySchema.extend({
  itemCategoryId: idText().optional(),
});
