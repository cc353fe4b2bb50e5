import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { AUTHORITIES } from '@scm/contract';
import { authority, code, codeCategory } from '../schema';

/** Code categories the product relies on, with their initial (non-deletable) values. */
export const REFERENCE_CODES: Record<string, string[]> = {
  position: ['사원', '주임', '대리', '과장', '차장', '부장', '이사', '대표'],
  deliveryType: ['택배', '퀵서비스', '화물', '직접 배송', '방문 수령'],
  quality: ['스노우지', '아트지', '모조지', '랑데뷰', '크라프트지'],
  // 장, 묶음 and 세트 are how the shop counts board, handles and kits: the item form chooses 단위 from this list.
  itemUnit: ['EA', '매', '장', '연', '롤', '묶음', '세트', 'kg', '캔'],
};

export async function seedReferenceData(db: Db) {
  await db.insert(authority).values(AUTHORITIES).onConflictDoNothing();
  for (const [categoryName, names] of Object.entries(REFERENCE_CODES)) {
    await db.insert(codeCategory).values({ name: categoryName }).onConflictDoNothing();
    const [cat] = await db.select().from(codeCategory).where(eq(codeCategory.name, categoryName));
    const existing = await db
      .select({ id: code.id })
      .from(code)
      .where(and(eq(code.codeCategoryId, cat!.id)));
    if (existing.length > 0) continue;
    await db.insert(code).values(names.map((name) => ({ codeCategoryId: cat!.id, name, isDeletable: false })));
  }
}
