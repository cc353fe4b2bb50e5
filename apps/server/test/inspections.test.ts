import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { inspectionMessages, inspectionsOfOrderPath } from '@scm/contract';
import { inspection, inspectionItem } from '../src/db/schema';
import dates from '../src/platform/dates';
import {
  ADMIN_PASSWORD,
  employeeWithoutGroups,
  engine,
  grantAuthority,
  login,
  makeApp,
  seedCategoryPath,
  seedItem,
  signUpAndLogin,
  type Agent,
} from './harness';
import { workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const URL = '/api/inspection';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const today = dates.today();
const [, , categoryId] = await seedCategoryPath(ctx, ['용지', '아트지', '150g']);
const art = await seedItem(ctx, { name: '아트지 150g 4×6', categoryId });
const snow = await seedItem(ctx, { name: '스노우지 250g', categoryId });
const ink = await seedItem(ctx, { name: '오프셋 잉크 먹' });

const valid = {
  name: '리플렛 인쇄 검수',
  worker: '박도윤',
  categoryId,
  itemIds: [snow.id, art.id],
  inspectionQuantity: '1,200',
  defectQuantity: 3,
  startDate: today,
  endDate: today,
  remark: '재단 후 전수 검사',
};
const rowOf = async (id: number) => (await db.select().from(inspection).where(eq(inspection.id, id)))[0];
const itemRowsOf = (id: number) =>
  db
    .select({ itemId: inspectionItem.itemId, position: inspectionItem.position })
    .from(inspectionItem)
    .where(eq(inspectionItem.inspectionId, id))
    .orderBy(asc(inspectionItem.position));
const count = async () => (await db.select().from(inspection)).length;
const create = async (body: object) => {
  const res = await call('POST', URL, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
};
const fieldMessage = async (body: object) => {
  const res = await call('POST', URL, body);
  expect(res.statusCode).toBe(400);
  return res.json<Record<string, { isError: true; defaultMessage: string }>>();
};

describe(`inspection CRUD (${engine})`, () => {
  it('creates with several items in order, reads, updates and deletes with Korean messages', async () => {
    const created = await call('POST', URL, valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      data: {
        id: expect.any(Number),
        name: '리플렛 인쇄 검수',
        worker: '박도윤',
        categoryId,
        items: [
          { id: snow.id, name: '스노우지 250g' },
          { id: art.id, name: '아트지 150g 4×6' },
        ],
        itemId: snow.id,
        itemName: '스노우지 250g 외 1건',
        inspectionQuantity: 1200,
        defectQuantity: 3,
        startDate: today,
        endDate: today,
        complete: false,
        remark: '재단 후 전수 검사',
        orderId: null,
        orderNumber: null,
        orderWorkType: null,
        completeCancelledAt: null,
        completeCancelledBy: null,
        createdAt: expect.any(String),
      },
      message: '검수가 등록되었습니다.',
    });
    const id = created.json().data.id as number;
    expect(await rowOf(id)).toMatchObject({
      name: '리플렛 인쇄 검수',
      worker: '박도윤',
      categoryId,
      inspectionQuantity: 1200,
      defectQuantity: 3,
      startDate: today,
      endDate: today,
      complete: false,
      remark: '재단 후 전수 검사',
    });
    expect(await itemRowsOf(id)).toEqual([
      { itemId: snow.id, position: 0 },
      { itemId: art.id, position: 1 },
    ]);

    const read = await call('GET', `${URL}/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created.json().data);

    const updated = await call('PUT', URL, {
      ...valid,
      id,
      name: '리플렛 인쇄 재검수',
      worker: '',
      categoryId: null,
      itemIds: [ink.id],
      inspectionQuantity: 500,
      defectQuantity: 500,
      remark: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('검수가 수정되었습니다.');
    expect(updated.json().data).toMatchObject({
      itemId: ink.id,
      itemName: '오프셋 잉크 먹',
      items: [{ id: ink.id, name: '오프셋 잉크 먹' }],
      complete: false,
    });
    expect(await rowOf(id)).toMatchObject({
      name: '리플렛 인쇄 재검수',
      worker: '',
      categoryId: null,
      inspectionQuantity: 500,
      defectQuantity: 500,
      remark: '',
    });
    expect(await itemRowsOf(id)).toEqual([{ itemId: ink.id, position: 0 }]);

    const deleted = await call('DELETE', `${URL}/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '검수가 삭제되었습니다.' });
    expect(await rowOf(id)).toBeUndefined();
    expect(await itemRowsOf(id)).toEqual([]);
    const gone = await call('GET', `${URL}/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '검수를 찾을 수 없습니다.' });
  });

  it('chooses the same item twice as once, keeping the first choice’s place', async () => {
    const { id } = await create({ ...valid, itemIds: [art.id, snow.id, art.id] });
    expect(await itemRowsOf(id)).toEqual([
      { itemId: art.id, position: 0 },
      { itemId: snow.id, position: 1 },
    ]);
  });

  it('locks a completed inspection: PUT and DELETE answer 409 until 완료 취소, which records who and when', async () => {
    const { id } = await create(valid);
    // An edit that does not mention the flag leaves it alone.
    expect((await call('PUT', URL, { ...valid, id, name: '완료 전 수정' })).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ complete: false, name: '완료 전 수정' });

    const done = await call('PATCH', `${URL}/complete/${id}`, { complete: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ data: { id, complete: true }, message: '검수가 완료 처리되었습니다.' });
    expect(await rowOf(id)).toMatchObject({ complete: true });

    const locked = { errorCode: 'INSPECTION_COMPLETED', errorMessage: inspectionMessages.locked };
    const edit = await call('PUT', URL, { ...valid, id, name: '완료 후 수정' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject(locked);
    const editKeepingFlag = await call('PUT', URL, { ...valid, id, name: '완료 후 수정', complete: true });
    expect(editKeepingFlag.statusCode).toBe(409);
    const removal = await call('DELETE', `${URL}/${id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject(locked);
    expect(await rowOf(id)).toMatchObject({ complete: true, name: '완료 전 수정', completeCancelledAt: null });

    const undone = await call('PATCH', `${URL}/complete/${id}`, { complete: false });
    expect(undone.json()).toMatchObject({
      data: { complete: false, completeCancelledBy: '관리자', completeCancelledAt: expect.any(String) },
      message: '검수 완료가 취소되었습니다.',
    });
    const reopened = await rowOf(id);
    expect(reopened).toMatchObject({ complete: false, completeCancelledBy: expect.any(Number) });
    expect(reopened!.completeCancelledAt).toBeInstanceOf(Date);
    expect((await call('PUT', URL, { ...valid, id, name: '완료 취소 후 수정' })).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ complete: false, name: '완료 취소 후 수정' });

    // The spec's own way: an update with the flag flipped, both ways.
    expect((await call('PUT', URL, { ...valid, id, complete: true })).json().data.complete).toBe(true);
    expect(await rowOf(id)).toMatchObject({ complete: true });
    const flipped = await call('PUT', URL, { ...valid, id, name: '뒤집어 취소', complete: false });
    expect(flipped.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ complete: false, name: '뒤집어 취소' });
    expect((await call('DELETE', `${URL}/${id}`)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();

    const missing = await call('PATCH', `${URL}/complete/999999`, { complete: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('검수를 찾을 수 없습니다.');
    const noFlag = await call('PATCH', `${URL}/complete/${id}`, {});
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json()).toEqual({ complete: { isError: true, defaultMessage: '완료 여부를 보내주세요.' } });
  });

  it('names the order it inspected: the order reads it with its defects; an unknown order is refused at the field', async () => {
    const jobs = await workOrderFixture(ctx);
    const order = await jobs.createOrder({ productName: '검수 대상 전단' });
    const named = await call('POST', URL, { ...valid, orderId: order.orderId, defectQuantity: 7 });
    expect(named.statusCode).toBe(201);
    expect(named.json().data).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderWorkType: 'LEAFLET',
    });
    const id = named.json().data.id as number;
    expect(await rowOf(id)).toMatchObject({ orderId: order.orderId });
    await create({ ...valid, name: '다른 검수' });

    const ofOrder = await call('GET', inspectionsOfOrderPath(order.orderId));
    expect(ofOrder.statusCode).toBe(200);
    expect(ofOrder.json().data).toEqual([
      expect.objectContaining({ id, orderNumber: order.orderNumber, inspectionQuantity: 1200, defectQuantity: 7 }),
    ]);
    const unknown = await call('POST', URL, { ...valid, orderId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ orderId: { isError: true, defaultMessage: inspectionMessages.orderNotFound } });
    // Naming none again: the order no longer lists it.
    expect((await call('PUT', URL, { ...valid, id, orderId: null })).statusCode).toBe(200);
    expect((await call('GET', inspectionsOfOrderPath(order.orderId))).json().data).toEqual([]);
    expect((await call('GET', inspectionsOfOrderPath(order.orderId), undefined, jobs.customer)).statusCode).toBe(403);
  });

  it('a new inspection may be saved as already complete', async () => {
    const { id } = await create({ ...valid, complete: true });
    expect(await rowOf(id)).toMatchObject({ complete: true });
  });

  it('updating or deleting a missing inspection is a 404', async () => {
    const res = await call('PUT', URL, { ...valid, id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('검수를 찾을 수 없습니다.');
    expect((await call('DELETE', `${URL}/999999`)).statusCode).toBe(404);
    expect((await call('GET', `${URL}/abc`)).statusCode).toBe(400);
  });
});

describe(`inspection validation (${engine})`, () => {
  it('answers every missing field with its own message and saves nothing', async () => {
    const before = await count();
    expect(await fieldMessage({})).toEqual({
      name: { isError: true, defaultMessage: '검수명을 입력해주세요.' },
      itemIds: { isError: true, defaultMessage: '품목을 선택해주세요.' },
      inspectionQuantity: { isError: true, defaultMessage: '검수 수량을 입력해주세요.' },
      defectQuantity: { isError: true, defaultMessage: '불량 수량을 입력해주세요.' },
      startDate: { isError: true, defaultMessage: '필수 입력 항목입니다.' },
      endDate: { isError: true, defaultMessage: '필수 입력 항목입니다.' },
    });
    expect(
      await fieldMessage({ ...valid, name: ' ', itemIds: [], inspectionQuantity: '', defectQuantity: '' }),
    ).toEqual({
      name: { isError: true, defaultMessage: '검수명을 입력해주세요.' },
      itemIds: { isError: true, defaultMessage: '품목을 선택해주세요.' },
      inspectionQuantity: { isError: true, defaultMessage: '검수 수량을 입력해주세요.' },
      defectQuantity: { isError: true, defaultMessage: '불량 수량을 입력해주세요.' },
    });
    expect(await count()).toBe(before);
  });

  it('quantities: inspection at least 1, defect at least 0 and not above it, numbers only, whole numbers', async () => {
    const before = await count();
    expect((await fieldMessage({ ...valid, inspectionQuantity: 0 })).inspectionQuantity?.defaultMessage).toBe(
      '검수 수량은 1 이상 입력해주세요.',
    );
    expect((await fieldMessage({ ...valid, inspectionQuantity: '12개' })).inspectionQuantity?.defaultMessage).toBe(
      '숫자만 입력해주세요.',
    );
    expect((await fieldMessage({ ...valid, inspectionQuantity: 1.5 })).inspectionQuantity?.defaultMessage).toBe(
      '정수로 입력해주세요.',
    );
    expect((await fieldMessage({ ...valid, defectQuantity: -1 })).defectQuantity?.defaultMessage).toBe(
      '불량 수량은 0 이상 입력해주세요.',
    );
    expect((await fieldMessage({ ...valid, defectQuantity: 'abc' })).defectQuantity?.defaultMessage).toBe(
      '숫자만 입력해주세요.',
    );
    expect(await fieldMessage({ ...valid, inspectionQuantity: 10, defectQuantity: 11 })).toEqual({
      defectQuantity: { isError: true, defaultMessage: '불량 수량은 검수 수량보다 클 수 없습니다.' },
    });
    expect(
      (await fieldMessage({ ...valid, inspectionQuantity: 2_147_483_648 })).inspectionQuantity?.defaultMessage,
    ).toBe('2,147,483,647 이하로 입력해주세요.');
    expect(await count()).toBe(before);
    expect((await call('POST', URL, { ...valid, inspectionQuantity: 10, defectQuantity: 10 })).statusCode).toBe(201);
    expect((await call('POST', URL, { ...valid, inspectionQuantity: 1, defectQuantity: 0 })).statusCode).toBe(201);
  });

  it('dates: real YYYY-MM-DD days, the end not before the start', async () => {
    expect(await fieldMessage({ ...valid, startDate: '2026-05-10', endDate: '2026-05-09' })).toEqual({
      endDate: { isError: true, defaultMessage: '종료일은 시작일보다 빠를 수 없습니다.' },
    });
    expect(await fieldMessage({ ...valid, startDate: '2026-02-30', endDate: '2026/03/01' })).toEqual({
      startDate: { isError: true, defaultMessage: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.' },
      endDate: { isError: true, defaultMessage: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.' },
    });
  });

  it('lengths: name and worker 255, remark 1024; unknown fields refused', async () => {
    expect(
      await fieldMessage({ ...valid, name: '가'.repeat(256), worker: '가'.repeat(256), remark: '가'.repeat(1025) }),
    ).toEqual({
      name: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' },
      worker: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' },
      remark: { isError: true, defaultMessage: '1024자 이내로 입력해주세요.' },
    });
    expect(await fieldMessage({ ...valid, itemId: art.id })).toEqual({
      itemId: { isError: true, defaultMessage: '허용되지 않는 항목입니다.' },
    });
  });

  it('the chosen items and category must exist', async () => {
    const before = await count();
    expect(await fieldMessage({ ...valid, itemIds: [art.id, 999_999] })).toEqual({
      itemIds: { isError: true, defaultMessage: '선택한 품목을 찾을 수 없습니다. 다시 선택해주세요.' },
    });
    expect(await fieldMessage({ ...valid, categoryId: 999_999 })).toEqual({
      categoryId: { isError: true, defaultMessage: '카테고리를 찾을 수 없습니다.' },
    });
    const { id } = await create(valid);
    const res = await call('PUT', URL, { ...valid, id, itemIds: [999_999] });
    expect(res.statusCode).toBe(400);
    expect(await itemRowsOf(id)).toHaveLength(2);
    expect(await count()).toBe(before + 1);
  });
});

describe(`inspection list (${engine})`, () => {
  const tag = `T${Date.now().toString(36)}`;
  const twoYearsAgo = dates.addYears(today, -2);
  const names = { a: `${tag} 표지 검수`, b: `${tag} 내지 검수`, old: `${tag} 지난 검수` };

  it('filters on start or end date (default: the last year on start date), searches and sorts', async () => {
    await create({ ...valid, name: names.a, worker: '최하은', itemIds: [art.id], inspectionQuantity: 300 });
    await create({ ...valid, name: names.b, worker: '정시우', itemIds: [ink.id, snow.id], inspectionQuantity: 50 });
    await create({
      ...valid,
      name: names.old,
      itemIds: [art.id],
      startDate: twoYearsAgo,
      endDate: today,
    });
    const list = async (query: string) => {
      const res = await call('GET', `${URL}?searchFilter=name&searchKeyword=${encodeURIComponent(tag)}&${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json().data.content as { name: string }[]).map((i) => i.name);
    };
    // Default window: a year back to today on the start date.
    expect((await list('')).sort()).toEqual([names.a, names.b].sort());
    expect(await list(`startDate=${twoYearsAgo}&endDate=${twoYearsAgo}`)).toEqual([names.old]);
    expect((await list(`dateFilter=endDate&startDate=${today}&endDate=${today}`)).sort()).toEqual(
      [names.a, names.b, names.old].sort(),
    );
    expect(await list('sort=inspectionQuantity,asc')).toEqual([names.b, names.a]);

    const search = async (filter: string, keyword: string) =>
      (
        (await call('GET', `${URL}?searchFilter=${filter}&searchKeyword=${encodeURIComponent(keyword)}`)).json().data
          .content as { name: string }[]
      )
        .map((i) => i.name)
        .filter((n) => n.startsWith(tag));
    expect(await search('worker', '정시우')).toEqual([names.b]);
    expect(await search('itemName', '잉크')).toEqual([names.b]);
    expect((await search('itemName', '아트지')).sort()).toEqual([names.a]);
    expect(await search('all', '최하은')).toEqual([names.a]);
    expect(await search('all', '내지')).toEqual([names.b]);

    const page = (await call('GET', `${URL}?searchKeyword=${tag}&size=1&page=1`)).json().data;
    expect(page.content).toHaveLength(1);
    expect(page.pageable).toMatchObject({ number: 1, size: 1, totalElements: 2, totalPages: 2 });
    const row = (await call('GET', `${URL}?searchFilter=name&searchKeyword=${encodeURIComponent(names.b)}`)).json().data
      .content[0];
    expect(row).toMatchObject({ itemName: '오프셋 잉크 먹 외 1건', worker: '정시우', complete: false });
  });

  it('refuses unknown sort, search and date fields', async () => {
    expect((await call('GET', `${URL}?sort=remark,asc`)).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', `${URL}?searchFilter=remark&searchKeyword=x`)).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
    expect((await call('GET', `${URL}?dateFilter=createdAt`)).json()).toMatchObject({
      errorCode: 'INVALID_DATE_FILTER',
    });
  });
});

describe('inspection permissions', () => {
  it('needs WORK_READ to read and WORK_WRITE to write', async () => {
    const { id } = await create(valid);
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.work');
    const writes: [Method, string, object?][] = [
      ['POST', URL, valid],
      ['PUT', URL, { ...valid, id, name: '바뀜' }],
      ['PATCH', `${URL}/complete/${id}`, { complete: true }],
      ['DELETE', `${URL}/${id}`],
    ];
    expect((await call('GET', URL, undefined, agent)).statusCode).toBe(403);
    expect((await call('GET', `${URL}/${id}`, undefined, agent)).statusCode).toBe(403);
    for (const [m, url, body] of writes) expect((await call(m, url, body, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'WORK_READ');
    expect((await call('GET', URL, undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', `${URL}/${id}`, undefined, agent)).statusCode).toBe(200);
    for (const [m, url, body] of writes) expect((await call(m, url, body, agent)).statusCode).toBe(403);
    expect(await rowOf(id)).toMatchObject({ name: valid.name, complete: false });
    await grantAuthority(ctx, employeeId, 'WORK_WRITE');
    expect((await call('PATCH', `${URL}/complete/${id}`, { complete: true }, agent)).statusCode).toBe(200);
    expect((await call('POST', URL, valid, agent)).statusCode).toBe(201);
  });

  it('customers get 403, anonymous callers 401', async () => {
    const customer = await signUpAndLogin(app, 'insp.cust');
    expect((await call('GET', URL, undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', URL, valid, customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
