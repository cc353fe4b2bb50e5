import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { itemCategory } from '../src/db/schema';
import { ADMIN_PASSWORD, employeeWithoutGroups, grantAuthority, login, makeApp, signUpAndLogin } from './harness';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const P = '/api/item_category';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });
const row = async (id: number) => (await db.select().from(itemCategory).where(eq(itemCategory.id, id)))[0];

interface Created {
  id: number;
  level: number;
  parentId: number | null;
  grandparentId: number | null;
}
const create = async (payload: object): Promise<Created> => {
  const res = await call('POST', `${P}/`, payload);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as Created;
};

/** 용지 › 아트지 › 150g */
const paperPath = async (suffix: string) => {
  const top = await create({ code: `P${suffix}`, name: '용지' });
  const mid = await create({ code: `P${suffix}-ART`, name: '아트지', parentId: top.id });
  const leaf = await create({ code: `P${suffix}-ART-150`, name: '150g', parentId: mid.id, grandparentId: top.id });
  return { top, mid, leaf };
};

describe('item category create and read', () => {
  it('creates the three levels with the spec message and answers the flat tree', async () => {
    const top = await call('POST', `${P}/`, { code: 'INK', name: '잉크' });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({
      data: { code: 'INK', name: '잉크', isHidden: false, level: 1, parentId: null, grandparentId: null },
      message: '카테고리가 등록되었습니다.',
    });
    const topId = top.json().data.id as number;
    const mid = await call('POST', P, { code: 'INK-OFS', name: '옵셋 잉크', parentId: topId, grandparentId: null });
    expect(mid.json().data).toMatchObject({ level: 2, parentId: topId, grandparentId: null });
    const midId = mid.json().data.id as number;
    const leaf = await call('POST', P, {
      code: 'INK-OFS-K',
      name: '먹',
      isHidden: true,
      parentId: midId,
      grandparentId: topId,
    });
    expect(leaf.statusCode).toBe(201);
    const leafId = leaf.json().data.id as number;
    expect(leaf.json().data).toMatchObject({ level: 3, parentId: midId, grandparentId: topId, isHidden: true });
    expect(await row(leafId)).toMatchObject({
      code: 'INK-OFS-K',
      name: '먹',
      level: 3,
      parentId: midId,
      isHidden: true,
    });

    const list = await call('GET', '/api/item_category_list');
    expect(list.statusCode).toBe(200);
    const tree = list.json().data as Created[];
    expect(tree.filter((c) => [topId, midId, leafId].includes(c.id)).map((c) => c.level)).toEqual([1, 2, 3]);
    expect(tree.find((c) => c.id === leafId)).toMatchObject({ parentId: midId, grandparentId: topId });
    expect((await call('GET', `${P}/`)).json().data).toEqual(tree);
    expect((await call('GET', P)).json().data).toEqual(tree);

    const one = await call('GET', `${P}/${leafId}`);
    expect(one.json().data).toMatchObject({ id: leafId, name: '먹', grandparentId: topId });
    expect((await call('GET', `${P}/999999`)).statusCode).toBe(404);
  });

  it('answers field errors with the spec messages and saves nothing', async () => {
    const before = (await db.select().from(itemCategory)).length;
    const empty = await call('POST', P, { code: '', name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: { isError: true, defaultMessage: '카테고리 코드를 입력해주세요.' },
      name: { isError: true, defaultMessage: '카테고리명을 입력해주세요.' },
    });
    const long = await call('POST', P, { code: 'x'.repeat(256), name: '가'.repeat(256) });
    expect(long.json()).toEqual({
      code: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' },
      name: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' },
    });
    const forged = await call('POST', P, { code: 'X', name: 'x', level: 1 });
    expect(forged.json().level.defaultMessage).toBe('허용되지 않는 항목입니다.');
    expect((await db.select().from(itemCategory)).length).toBe(before);
  });

  it('checks that parent and grandparent form a real path', async () => {
    const { top, mid, leaf } = await paperPath('A');
    const other = await create({ code: 'OTHER', name: '기타' });
    const cases: [object, string, string][] = [
      [{ grandparentId: top.id }, 'parentId', '상위 카테고리를 선택해주세요.'],
      [{ parentId: 999999 }, 'parentId', '상위 카테고리를 찾을 수 없습니다.'],
      [{ parentId: mid.id }, 'grandparentId', '상위 카테고리 경로가 올바르지 않습니다.'],
      [{ parentId: mid.id, grandparentId: other.id }, 'grandparentId', '상위 카테고리 경로가 올바르지 않습니다.'],
      [{ parentId: top.id, grandparentId: other.id }, 'grandparentId', '상위 카테고리 경로가 올바르지 않습니다.'],
      [{ parentId: leaf.id, grandparentId: mid.id }, 'parentId', '카테고리는 3단계까지만 만들 수 있습니다.'],
    ];
    const before = (await db.select().from(itemCategory)).length;
    for (const [placement, field, message] of cases) {
      const res = await call('POST', P, { code: 'NEW', name: '새 카테고리', ...placement });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: { isError: true, defaultMessage: message } });
    }
    expect((await db.select().from(itemCategory)).length).toBe(before);
  });

  it('keeps category codes unique', async () => {
    await create({ code: 'DUP', name: '중복' });
    const res = await call('POST', P, { code: 'DUP', name: '다른 이름' });
    expect(res.json()).toEqual({ code: { isError: true, defaultMessage: '이미 사용 중인 카테고리 코드입니다.' } });
  });
});

describe('item category update and delete', () => {
  it('updates a level-2 or level-3 category, moving it only within its level', async () => {
    const { top, mid, leaf } = await paperPath('U');
    const mid2 = await create({ code: 'PU-SNW', name: '스노우지', parentId: top.id });
    const res = await call('PUT', `${P}/`, {
      selfId: leaf.id,
      code: 'PU-SNW-150',
      name: '150g 스노우',
      isHidden: true,
      parentId: mid2.id,
      grandparentId: top.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: leaf.id, name: '150g 스노우', code: 'PU-SNW-150', isHidden: true, level: 3, parentId: mid2.id },
      message: '카테고리가 수정되었습니다.',
    });
    expect(await row(leaf.id)).toMatchObject({ name: '150g 스노우', parentId: mid2.id, level: 3, isHidden: true });

    const renameMid = await call('PUT', P, { selfId: mid.id, code: 'PU-ART', name: '아트지(수입)', parentId: top.id });
    expect(renameMid.statusCode).toBe(200);
    expect(await row(mid.id)).toMatchObject({ name: '아트지(수입)' });

    const toTop = await call('PUT', P, { selfId: mid.id, code: 'PU-ART', name: '아트지' });
    expect(toTop.json()).toEqual({ parentId: { isError: true, defaultMessage: '카테고리 단계는 바꿀 수 없습니다.' } });
    const dup = await call('PUT', P, { selfId: mid.id, code: 'PU-SNW', name: '아트지', parentId: top.id });
    expect(dup.json()).toEqual({ code: { isError: true, defaultMessage: '이미 사용 중인 카테고리 코드입니다.' } });
    const missing = await call('PUT', P, { selfId: 999999, code: 'Z', name: 'z', parentId: top.id });
    expect(missing.statusCode).toBe(404);
    const invalid = await call('PUT', P, { selfId: mid.id, code: '', name: '아트지', parentId: top.id });
    expect(invalid.json()).toEqual({ code: { isError: true, defaultMessage: '카테고리 코드를 입력해주세요.' } });
  });

  it('keeps level 1 fixed: no update, no delete', async () => {
    const { top } = await paperPath('F');
    const put = await call('PUT', P, { selfId: top.id, code: 'PF', name: '종이' });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({
      errorCode: 'ITEM_CATEGORY_FIXED',
      errorMessage: '1단계 카테고리는 수정하거나 삭제할 수 없습니다.',
      isAlert: true,
    });
    const del = await call('DELETE', `${P}/${top.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errorCode).toBe('ITEM_CATEGORY_FIXED');
    expect(await row(top.id)).toMatchObject({ name: '용지' });
  });

  it('refuses deleting a category with children, then deletes leaf first', async () => {
    const { mid, leaf } = await paperPath('D');
    const blocked = await call('DELETE', `${P}/${mid.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      errorCode: 'ITEM_CATEGORY_IN_USE',
      errorMessage: '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다.',
    });
    expect(await row(mid.id)).toBeDefined();

    const leafDel = await call('DELETE', `${P}/${leaf.id}`);
    expect(leafDel.statusCode).toBe(200);
    expect(leafDel.json()).toEqual({ data: null, message: '카테고리가 삭제되었습니다.' });
    expect(await row(leaf.id)).toBeUndefined();
    expect((await call('DELETE', `${P}/${mid.id}`)).statusCode).toBe(200);
    expect(await row(mid.id)).toBeUndefined();
    expect((await call('DELETE', `${P}/${mid.id}`)).statusCode).toBe(404);
  });
});

describe('item category permissions', () => {
  it('lets every employee read the tree; the rest needs PROCESS_READ / PROCESS_WRITE; customers are refused', async () => {
    const { top } = await paperPath('R');
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'category-nobody');
    expect((await call('GET', '/api/item_category_list', undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', `${P}/${top.id}`, undefined, agent)).statusCode).toBe(403);
    expect((await call('POST', P, { code: 'R1', name: '권한' }, agent)).statusCode).toBe(403);

    await grantAuthority(ctx, employeeId, 'PROCESS_READ');
    expect((await call('GET', `${P}/${top.id}`, undefined, agent)).statusCode).toBe(200);
    const write = await call('POST', P, { code: 'R1', name: '권한' }, agent);
    expect(write.statusCode).toBe(403);
    expect((await call('DELETE', `${P}/${top.id}`, undefined, agent)).statusCode).toBe(403);

    await grantAuthority(ctx, employeeId, 'PROCESS_WRITE');
    expect((await call('POST', P, { code: 'R1', name: '권한' }, agent)).statusCode).toBe(201);

    const customer = await signUpAndLogin(app, 'cat-customer');
    expect((await call('GET', '/api/item_category_list', undefined, customer)).statusCode).toBe(403);
    expect((await call('GET', `${P}/${top.id}`, undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', P, { code: 'C1', name: 'x' }, customer)).statusCode).toBe(403);
  });
});

describe('demo catalogue', () => {
  it('seeds a three-level paper and ink tree', async () => {
    const demo = await makeApp({ demo: true });
    const kim = await login(demo.app, 'kim.sales', 'demo1234');
    const res = await demo.app.inject({ method: 'GET', url: '/api/item_category_list', headers: kim.headers() });
    const tree = res.json().data as { id: number; name: string; code: string; parentId: number | null }[];
    const byCode = (code: string) => tree.find((c) => c.code === code)!;
    expect(byCode('P').name).toBe('용지');
    expect(byCode('P-ART').parentId).toBe(byCode('P').id);
    expect(byCode('P-ART-150')).toMatchObject({ name: '150g', parentId: byCode('P-ART').id });
    expect(byCode('I-OFS-K')).toMatchObject({ name: '먹', parentId: byCode('I-OFS').id });
  });
});
