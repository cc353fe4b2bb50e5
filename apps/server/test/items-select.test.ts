import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { item, itemCategory } from '../src/db/schema';
import {
  ADMIN_PASSWORD,
  employeeWithoutGroups,
  engine,
  login,
  makeApp,
  seedCategoryPath,
  seedItem,
  signUpAndLogin,
  type Agent,
} from './harness';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
// No menu authority at all: pickers and select lists serve every employee.
const { agent: plain } = await employeeWithoutGroups(ctx, 'picker.user');
const customer = await signUpAndLogin(app, 'picker.customer');

const query = (agent: Agent, source: string, variables?: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: agent.headers(),
    payload: { query: source, ...(variables ? { variables } : {}) },
  });
const get = (url: string, agent: Agent = plain) => app.inject({ method: 'GET', url, headers: agent.headers() });

const [paper, art, art150] = await seedCategoryPath(ctx, ['용지', '아트지', '150g']);
const [ink, , black] = await seedCategoryPath(ctx, ['잉크', '옵셋 잉크', '먹']);
const a150 = await seedItem(ctx, {
  itemCode: 'P-ART-150-01',
  name: '아트지 150g 국전',
  categoryId: art150,
  amount: 500,
});
const a150b = await seedItem(ctx, { itemCode: 'P-ART-150-02', name: '아트지 150g 4×6', categoryId: art150 });
const artMid = await seedItem(ctx, { itemCode: 'P-ART-MIX', name: '가 아트지 혼합', categoryId: art });
const inkBlack = await seedItem(ctx, { itemCode: 'I-OFS-K-01', name: '옵셋 먹 1kg', categoryId: black, amount: 12 });
const retired = await seedItem(ctx, { itemCode: 'P-ART-150-OLD', name: '단종 아트지', categoryId: art150 });
await db.update(item).set({ isUsed: false }).where(eq(item.id, retired.id));
const finished = await seedItem(ctx, { itemCode: 'BOM-A4', name: 'A4 전단 완제품', categoryId: paper });
await db.update(item).set({ isBom: true, remark: '완제품' }).where(eq(item.id, finished.id));

describe(`GraphQL getItemsByCategory (${engine})`, () => {
  const source = `query($categoryId: Int!) {
    getItemsByCategory(categoryId: $categoryId) {
      id name itemCategoryId itemType itemCode standardSize itemUnit amount itemPrice remark
    }
  }`;

  it('answers the picker fields of the items in use under the category, by name', async () => {
    const res = await query(plain, source, { categoryId: art150 });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.getItemsByCategory as { id: number; name: string }[];
    expect(list.map((i) => i.id)).toEqual([a150b.id, a150.id]);
    expect(list[1]).toEqual({
      id: a150.id,
      name: '아트지 150g 국전',
      itemCategoryId: art150,
      itemType: '용지',
      itemCode: 'P-ART-150-01',
      standardSize: '',
      itemUnit: '',
      amount: 500,
      itemPrice: 100,
      remark: '',
    });
  });

  it('takes the whole subtree of a level-2 or level-1 category', async () => {
    const ids = async (categoryId: number) =>
      ((await query(plain, source, { categoryId })).json().data.getItemsByCategory as { id: number }[]).map(
        (i) => i.id,
      );
    expect(await ids(art)).toEqual([artMid.id, a150b.id, a150.id]);
    expect((await ids(paper)).sort()).toEqual([artMid.id, a150b.id, a150.id, finished.id].sort());
    expect(await ids(ink)).toEqual([inkBlack.id]);
    expect(await ids(999_999)).toEqual([]);
  });

  it('needs the category argument and refuses customers', async () => {
    const missing = await query(plain, '{ getItemsByCategory { id } }');
    expect(missing.json().errors[0].message).toMatch(/categoryId/);
    const refused = await query(customer, source, { categoryId: art150 });
    expect(refused.json().errors[0].message).toBe('접근 권한이 없습니다.');
  });
});

describe('GraphQL getRawItemSelectList and getBarcodeSelectList', () => {
  it('lists raw materials in use (no finished goods, no unused items) by name', async () => {
    const res = await query(plain, '{ getRawItemSelectList { id name } }');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.getRawItemSelectList).toEqual([
      { id: artMid.id, name: '가 아트지 혼합' },
      { id: a150b.id, name: '아트지 150g 4×6' },
      { id: a150.id, name: '아트지 150g 국전' },
      { id: inkBlack.id, name: '옵셋 먹 1kg' },
    ]);
  });

  it('lists every item label: the item code as barcode, its use flag, no order', async () => {
    const res = await query(plain, '{ getBarcodeSelectList { id barcode isUsed orderId } }');
    expect(res.statusCode).toBe(200);
    const labels = res.json().data.getBarcodeSelectList as { barcode: string }[];
    expect(labels).toHaveLength((await db.select().from(item)).length);
    expect(labels.map((l) => l.barcode)).toEqual(labels.map((l) => l.barcode).sort());
    expect(labels).toContainEqual({ id: retired.id, barcode: 'P-ART-150-OLD', isUsed: false, orderId: null });
    expect(labels).toContainEqual({ id: a150.id, barcode: 'P-ART-150-01', isUsed: true, orderId: null });
  });

  it('refuses customers', async () => {
    for (const source of ['{ getRawItemSelectList { id } }', '{ getBarcodeSelectList { id } }'])
      expect((await query(customer, source)).json().errors[0].message).toBe('접근 권한이 없습니다.');
  });
});

describe('item_modal', () => {
  const P = '/api/admin/modal_select/item_modal';
  type Row = { id: number; itemCode: string; itemCategoryName: string };
  const page = async (q: string) => {
    const res = await get(`${P}?${q}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { content: Row[]; pageable: { totalElements: number } };
  };

  it('pages items in use by name with code, category path, size, unit and stock', async () => {
    const all = await page('size=9999');
    expect(all.pageable.totalElements).toBe(5);
    expect(all.content.map((r) => r.id)).not.toContain(retired.id);
    expect(all.content.find((r) => r.id === a150.id)).toEqual({
      id: a150.id,
      itemCode: 'P-ART-150-01',
      name: '아트지 150g 국전',
      itemCategoryId: art150,
      itemCategoryName: '용지 > 아트지 > 150g',
      standardSize: '',
      itemUnit: '',
      amount: 500,
    });
  });

  it('searches by code, name and category and narrows to a category subtree', async () => {
    const codes = async (q: string) => (await page(q)).content.map((r) => r.itemCode).sort();
    expect(await codes('searchFilter=itemCode&searchKeyword=i-ofs')).toEqual(['I-OFS-K-01']);
    expect(await codes(`searchFilter=name&searchKeyword=${encodeURIComponent('국전')}`)).toEqual(['P-ART-150-01']);
    expect(await codes(`searchFilter=itemCategoryName&searchKeyword=${encodeURIComponent('옵셋')}`)).toEqual([
      'I-OFS-K-01',
    ]);
    expect(await codes(`searchFilter=all&searchKeyword=${encodeURIComponent('150g')}`)).toEqual([
      'P-ART-150-01',
      'P-ART-150-02',
    ]);
    expect(await codes(`itemCategoryId=${art}`)).toEqual(['P-ART-150-01', 'P-ART-150-02', 'P-ART-MIX']);
    const sorted = (await page('sort=amount,desc')).content[0];
    expect(sorted?.id).toBe(a150.id);
    expect((await get(`${P}?searchFilter=remark&searchKeyword=x`)).statusCode).toBe(400);
    expect((await get(`${P}?size=10000`)).statusCode).toBe(400);
  });

  it('refuses customers', async () => {
    expect((await get(P, customer)).statusCode).toBe(403);
  });
});

describe('category deletion with items', () => {
  it('refuses to delete a category with items and allows it once they are gone', async () => {
    const [, mid, leaf] = await seedCategoryPath(ctx, ['용지', '스노우지', '250g']);
    const created = await app.inject({
      method: 'POST',
      url: '/api/item',
      headers: admin.headers(),
      payload: { itemCode: 'P-SNW-250-01', name: '스노우지 250g', itemPrice: 0, itemCategoryId: leaf },
    });
    expect(created.statusCode).toBe(201);
    const refused = await app.inject({ method: 'DELETE', url: `/api/item_category/${leaf}`, headers: admin.headers() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'ITEM_CATEGORY_IN_USE',
      errorMessage: '품목이 등록된 카테고리는 삭제할 수 없습니다.',
    });
    expect(await db.select().from(itemCategory).where(eq(itemCategory.id, leaf))).toHaveLength(1);
    // Its parent still has a child category: that message comes first.
    const parent = await app.inject({ method: 'DELETE', url: `/api/item_category/${mid}`, headers: admin.headers() });
    expect(parent.json().errorMessage).toBe('하위 카테고리가 있는 카테고리는 삭제할 수 없습니다.');

    const id = created.json().data.id as number;
    expect((await app.inject({ method: 'DELETE', url: `/api/item/${id}`, headers: admin.headers() })).statusCode).toBe(
      200,
    );
    const deleted = await app.inject({ method: 'DELETE', url: `/api/item_category/${leaf}`, headers: admin.headers() });
    expect(deleted.statusCode).toBe(200);
    expect(await db.select().from(itemCategory).where(eq(itemCategory.id, leaf))).toHaveLength(0);
  });

  it('refuses a level-2 category holding items directly', async () => {
    const [, mid, leaf] = await seedCategoryPath(ctx, ['용지', '모조지', '80g']);
    await seedItem(ctx, { categoryId: mid });
    await app.inject({ method: 'DELETE', url: `/api/item_category/${leaf}`, headers: admin.headers() });
    const res = await app.inject({ method: 'DELETE', url: `/api/item_category/${mid}`, headers: admin.headers() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('품목이 등록된 카테고리는 삭제할 수 없습니다.');
  });
});
