import type { ReferenceCodeCategory } from '@scm/contract';

/**
 * Code categories the product relies on, with their initial (non-deletable) values. The start-up seed creates
 * them when missing; this module keeps them fixed (see isReferenceCategory).
 */
export const REFERENCE_CODES: Record<ReferenceCodeCategory, readonly string[]> = {
  position: ['사원', '주임', '대리', '과장', '차장', '부장', '이사', '대표'],
  deliveryType: ['택배', '퀵서비스', '화물', '직접 배송', '방문 수령'],
  quality: ['스노우지', '아트지', '모조지', '랑데뷰', '크라프트지'],
  // 장, 묶음 and 세트 are how the shop counts board, handles and kits: the item form chooses 단위 from this list.
  itemUnit: ['EA', '매', '장', '연', '롤', '묶음', '세트', 'kg', '캔'],
};
