import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API_CUSTOMER_ORDER,
  API_PRICE_CATALOG,
  API_FILE,
  API_DEPOSIT,
  API_ORDER,
  API_PARCEL_TRACKING,
  depositMessages,
  type CustomerOrder,
  customerSpecMessages as SPEC,
  estimate,
  estimateInputOf,
  priceCustomerSpec,
  catalogRates,
  type CustomerOrderListItem,
  type CustomerSpecDraft,
  type Page,
  type PriceCatalog,
  type RateRow,
  SAMPLE_OPTION_IDS,
  SAMPLE_PAPER_IDS,
  SAMPLE_RATE_ROWS,
  withParticle,
} from '@scm/contract';
import {
  buyer,
  itemOption,
  notificationMessage,
  orderDeposit,
  printingOrder,
  storedFile,
  workOrder,
} from '../src/db/schema';
import { insertRates } from '../src/modules/rates/queries';
import { engine, makeApp, seedItem, signUpAndLogin, type Agent } from './harness';
import { PDF_MINI } from './upload-fixtures';
import { DL, WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const f = await workOrderFixture(ctx);
const { call } = f;
const me = f.customer;
const other = await signUpAndLogin(app, 'co-other', '다른고객');

const printTeam = await f.team('인쇄팀');
const bindTeam = await f.team('제본팀');
const printer = await f.staff(printTeam.id);
const binder = await f.staff(bindTeam.id);

const [gloss] = await db
  .insert(itemOption)
  .values({ optionType: 'POST_PROCESS', optionName: '유광 코팅', optionCode: 'CO-PP-1' })
  .returning();
const [saddle] = await db
  .insert(itemOption)
  .values({ optionType: 'FOLDING_BINDING', optionName: '중철 제본', optionCode: 'CO-FB-1' })
  .returning();

const option = async (optionType: string, optionName: string, optionCode: string) =>
  (await db.insert(itemOption).values({ optionType, optionName, optionCode }).returning())[0]!;
const scoring = await option('POST_PROCESS', '오시', 'CO-PP-2');
const folding = await option('FOLDING_BINDING', '2단 접지', 'CO-FB-2');
const perfect = await option('FOLDING_BINDING', '무선 제본', 'CO-FB-3');
/** An option with no rate: it exists but the shop does not publish it. */
const unpriced = await option('POST_PROCESS', '형압', 'CO-PP-3');

// The shop's rate table: the contract's sample rows on this database's papers and options.
const art = await seedItem(ctx, { name: '아트지 150g' });
const mojo46 = await seedItem(ctx, { name: '모조지 80g 46' });
const snow = await seedItem(ctx, { name: '스노우지 250g' });
const mojo = await seedItem(ctx, { name: '모조지 80g' });
/** A raw item with no PAPER rate: not published. */
const unpublishedPaper = await seedItem(ctx, { name: '크라프트지' });
const PAPERS: Record<number, number> = {
  [SAMPLE_PAPER_IDS.artGuk150]: art.id,
  [SAMPLE_PAPER_IDS.mojo46_80]: mojo46.id,
  [SAMPLE_PAPER_IDS.snowSra3]: snow.id,
  [SAMPLE_PAPER_IDS.mojoGuk80]: mojo.id,
};
const OPTIONS: Record<number, number> = {
  [SAMPLE_OPTION_IDS.coating]: gloss!.id,
  [SAMPLE_OPTION_IDS.scoring]: scoring.id,
  [SAMPLE_OPTION_IDS.folding]: folding.id,
  [SAMPLE_OPTION_IDS.perfectBinding]: perfect.id,
  [SAMPLE_OPTION_IDS.saddleStitch]: saddle!.id,
};
await insertRates(
  db,
  SAMPLE_RATE_ROWS.flatMap((r): RateRow[] => {
    if (r.kind === 'PAPER') return [{ ...r, rawItemId: PAPERS[r.rawItemId]! }];
    if (r.kind === 'FINISHING') return [{ ...r, optionId: OPTIONS[r.optionId]! }];
    if (r.kind === 'OUTSOURCING') return [];
    return [r];
  }),
);

afterEach(() => app.clock.release());

const uploadDraft = async (agent: Agent) => {
  const form = new FormData();
  form.append('file', new Blob([PDF_MINI], { type: 'application/pdf' }), 'draft.pdf');
  form.append('dtype', 'PrintingWorkOrder');
  const res = await app.inject({ method: 'POST', url: `${API_FILE}/single`, headers: agent.headers(), payload: form });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
};

/** A brochure in the buyer's words: art-paper cover, 32 inner pages on 모조지, coated and saddle-stitched. */
const brochure = (over: Record<string, unknown> = {}) => ({
  productName: '고객 책자',
  workType: 'BROCHURE',
  finishedSize: 'A4',
  paperId: art.id,
  innerPaperId: mojo.id,
  innerPageCount: 32,
  sides: 'DOUBLE',
  color: 'COLOR',
  quantity: 300,
  finishIds: [gloss!.id, saddle!.id],
  deliveryDate: '',
  remark: '',
  receiver: '오지훈',
  zipCode: '04001',
  address: '서울특별시 마포구 양화로 45',
  receiverTel: '010-8800-0101',
  deliveryType: '택배',
  invoice: '',
  deliveryCompanyCode: '',
  deliveryRemark: '',
  attachmentIds: [],
  ...over,
});
const leaflet = (over: Record<string, unknown> = {}) =>
  brochure({
    productName: '매장 전단',
    workType: 'LEAFLET',
    innerPaperId: null,
    innerPageCount: null,
    quantity: 4000,
    finishIds: [gloss!.id, folding.id],
    ...over,
  });
const catalog = async (agent: Agent = me) =>
  (await call('GET', API_PRICE_CATALOG, agent)).json<{ data: PriceCatalog }>().data;

const place = async (body: object = brochure(), agent: Agent = me) => {
  const res = await call('POST', API_CUSTOMER_ORDER, agent, body);
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number; orderNumber: string }; message: string }>();
};
const buyerIdOf = async (accountId: number) =>
  (await db.select({ id: buyer.id }).from(buyer).where(eq(buyer.accountId, accountId)))[0]!.id;
const workOrderOf = async (orderId: number) =>
  (await db.select().from(workOrder).where(eq(workOrder.orderId, orderId)))[0]!;
const noticesAbout = (accountId: number, orderId: number) =>
  db
    .select({
      content: notificationMessage.content,
      status: notificationMessage.status,
      kind: notificationMessage.targetDocumentType,
    })
    .from(notificationMessage)
    .where(and(eq(notificationMessage.accountId, accountId), eq(notificationMessage.targetContentId, orderId)))
    .orderBy(notificationMessage.id);
const detail = async (id: number, agent: Agent = me) =>
  (await call('GET', `${API_CUSTOMER_ORDER}/${id}`, agent)).json<{ data: CustomerOrder }>();

describe(`the published price catalog (${engine})`, () => {
  it('lists the priced papers, the cut sizes, the finishes by group and the rates, to customers and staff', async () => {
    const c = await catalog();
    expect(c.date).toBe(app.clock.today());
    expect(c.papers.map((p) => p.id).sort((x, y) => x - y)).toEqual([art.id, mojo46.id, snow.id, mojo.id]);
    expect(c.papers).toContainEqual({ id: art.id, name: '아트지 150g', parentSheet: 'GUK' });
    expect(c.sizes.map((s) => s.size)).toEqual(['A3', 'A4', 'A5', 'B4', 'B5']);
    expect(c.finishes).toContainEqual({ id: gloss!.id, name: '유광 코팅', group: 'POST_PROCESS' });
    expect(c.finishes).toContainEqual({ id: saddle!.id, name: '중철 제본', group: 'FOLDING_BINDING' });
    expect(c.finishes.map((f) => f.id)).not.toContain(unpriced.id);
    expect(c.workTypes).toEqual(['LEAFLET', 'LEAFSHEET', 'BROCHURE']);
    expect(c.rates.length).toBeGreaterThan(20);
    expect(c.rates.some((r) => r.kind === 'OUTSOURCING')).toBe(false);
    expect(JSON.stringify(c.rates)).not.toContain('sellerId');
    expect((await call('GET', API_PRICE_CATALOG, f.admin)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: API_PRICE_CATALOG })).statusCode).toBe(401);
  });
});

describe(`a customer places a printing order in the buyer's words (${engine})`, () => {
  it('gets a server-made number, a work order in RECEIPT, its draft attached, itself as buyer; staff are told', async () => {
    const draft = await uploadDraft(me);
    const placed = await place(brochure({ attachmentIds: [draft] }));
    const { id, orderNumber } = placed.data;
    expect(placed.message).toBe(`주문이 등록되었습니다. (주문번호 ${orderNumber})`);
    const [row] = await db.select().from(printingOrder).where(eq(printingOrder.id, id));
    expect(row).toMatchObject({
      buyerId: await buyerIdOf(me.accountId),
      createdBy: me.accountId,
      workType: 'BROCHURE',
      amount: 300,
      numberCases: 1,
      finishedSize: 'A4',
    });
    expect((await workOrderOf(id)).status).toBe('RECEIPT');
    const [file] = await db.select().from(storedFile).where(eq(storedFile.id, draft));
    expect(file).toMatchObject({ ownerType: 'printing-order', ownerId: id });
    expect((await noticesAbout(printer.accountId, id))[0]).toMatchObject({ status: 'CREATED', kind: 'PRINTING_ORDER' });
    expect(await noticesAbout(me.accountId, id)).toEqual([]);

    const read = placed.data as unknown as CustomerOrder;
    expect(read).toMatchObject({ workOrderStatus: 'RECEIPT', deliveryStatus: null, productName: '고객 책자' });
    expect(read.cancellable).toBe(true);
    expect(read.money).toMatchObject({ collected: 0 });
    expect(read.printingList[0]).not.toHaveProperty('usePaperList');
    expect(read.attachments).toEqual([expect.objectContaining({ id: draft, originalFileName: 'draft.pdf' })]);
  });

  it('stores the staff print spec the buyer’s answers map to, the cheaper printing type chosen', async () => {
    const c = await catalog();
    const body = brochure({ productName: '매핑 책자', sides: 'SINGLE', color: 'MONO' });
    const { id } = (await place(body)).data;
    const staff = (await call('GET', `${API_ORDER}/${id}`, f.admin)).json().data;
    const expected = priceCustomerSpec(body as unknown as CustomerSpecDraft, c, catalogRates(c));
    expect(staff).toMatchObject({ workType: 'BROCHURE', finishedSize: 'A4', amount: 300, isFoldingBinding: true });
    expect(staff.printingList).toMatchObject([
      {
        composition: 'COVER',
        printingType: expected.printingType,
        dosu: '1/0',
        julsu: '8절',
        pageCount: null,
        isPostProcess: true,
        usePaperList: [{ rawItemId: art.id }],
        postProcessList: [{ postProcessOption: [gloss!.id], postProcessOutsourcingId: null }],
      },
      {
        composition: 'INNER',
        printingType: expected.printingType,
        dosu: '1/1',
        pageCount: 32,
        usePaperList: [{ rawItemId: mojo.id }],
      },
    ]);
    expect(staff.foldingBindingList).toMatchObject([{ foldingBindingOption: [saddle!.id] }]);
    // The stored spec prices, by the engine, as the form showed it.
    const again = estimate(estimateInputOf(expected.spec, 300, c), catalogRates(c));
    expect(again.missing).toEqual([]);
    expect(again.total).toBe(expected.estimate.total);
  });

  it('prints a few leaflets digitally and many in offset', async () => {
    const few = (await place(leaflet({ quantity: 50 }))).data.id;
    const many = (await place(leaflet({ quantity: 20000 }))).data.id;
    const typeOf = async (id: number) =>
      (await call('GET', `${API_ORDER}/${id}`, f.admin)).json<{ data: { printingList: { printingType: string }[] } }>()
        .data.printingList[0]!.printingType;
    expect(await typeOf(few)).toBe('DIGITAL');
    expect(await typeOf(many)).toBe('OFF');
  });

  it('refuses a price-like key, the staff-only fields and the shop’s questions, writing nothing', async () => {
    const before = (await db.select({ id: printingOrder.id }).from(printingOrder)).length;
    for (const key of ['price', 'totalPrice', 'supply', 'vat', 'priceOverride', 'confirmedTotal', 'issuedPrice']) {
      const res = await call('POST', API_CUSTOMER_ORDER, me, { ...leaflet(), [key]: 1000 });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()[key], key).toEqual({ isError: true, defaultMessage: SPEC.priceNotAccepted });
    }
    const cases: [object, string][] = [
      [leaflet({ buyerId: await buyerIdOf(other.accountId) }), 'buyerId'],
      [leaflet({ printingList: [] }), 'printingList'],
      [leaflet({ dosu: '4/4' }), 'dosu'],
      [leaflet({ julsu: '8절' }), 'julsu'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', API_CUSTOMER_ORDER, me, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()[field]?.defaultMessage, field).toBe('이 주문에는 입력할 수 없는 항목입니다.');
    }
    expect((await db.select({ id: printingOrder.id }).from(printingOrder)).length).toBe(before);
  });

  it('refuses a paper, size or finish the shop does not publish, at its field', async () => {
    const before = (await db.select({ id: printingOrder.id }).from(printingOrder)).length;
    const refused = async (body: object) => {
      const res = await call('POST', API_CUSTOMER_ORDER, me, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<Record<'paperId' | 'innerPaperId' | 'finishedSize' | 'finishIds', { defaultMessage: string }>>();
    };
    expect((await refused(leaflet({ paperId: unpublishedPaper.id }))).paperId.defaultMessage).toBe(
      SPEC.paperNotPublished,
    );
    expect((await refused(brochure({ innerPaperId: 999999 }))).innerPaperId.defaultMessage).toBe(
      SPEC.paperNotPublished,
    );
    // 모조지 46 is cut to B4/B5, not A4.
    expect((await refused(leaflet({ paperId: mojo46.id }))).finishedSize.defaultMessage).toBe(
      SPEC.sizeNotPublished('A4', '모조지 80g 46'),
    );
    expect((await refused(leaflet({ finishedSize: '국배판' }))).finishedSize.defaultMessage).toBe(
      SPEC.sizeNotPublished('국배판', '아트지 150g'),
    );
    expect((await refused(leaflet({ finishIds: [unpriced.id] }))).finishIds.defaultMessage).toBe(
      SPEC.finishNotPublished,
    );
    expect((await db.select({ id: printingOrder.id }).from(printingOrder)).length).toBe(before);
  });

  it('answers each bad value in Korean at its field', async () => {
    const res = await call('POST', API_CUSTOMER_ORDER, me, {
      ...brochure({ productName: '', quantity: 'abc', workType: 'OSP', paperId: null, sides: '', color: 'RED' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      productName: { isError: true, defaultMessage: '주문상품명을 입력해주세요.' },
      quantity: { defaultMessage: '숫자만 입력해주세요.' },
      workType: { defaultMessage: SPEC.workTypeRequired },
      paperId: { defaultMessage: SPEC.paperRequired },
      sides: { defaultMessage: SPEC.sidesRequired },
      color: { defaultMessage: SPEC.colorRequired },
    });
    const pages = await call('POST', API_CUSTOMER_ORDER, me, brochure({ innerPageCount: 31 }));
    expect(pages.json().innerPageCount.defaultMessage).toBe(SPEC.pageCountInvalid);
    const past = await call('POST', API_CUSTOMER_ORDER, me, leaflet({ deliveryDate: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().deliveryDate.defaultMessage).toMatch(/[가-힣]/);
  });

  it('may not attach someone else’s upload', async () => {
    const theirs = await uploadDraft(other);
    const res = await call('POST', API_CUSTOMER_ORDER, me, brochure({ attachmentIds: [theirs] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().attachmentIds.defaultMessage).toBe('첨부 파일을 다시 올려주세요.');
  });
});

describe(`a customer cancels an order no work has started on (${engine})`, () => {
  const cancel = (id: number, agent: Agent = me, reason: unknown = '수량 변경으로 다시 주문합니다') =>
    call('POST', `${API_CUSTOMER_ORDER}/${id}/cancel`, agent, { reason });

  it('cancels in RECEIPT with its reason; the work order is cancelled and the history keeps why', async () => {
    const { id, orderNumber } = (await place(leaflet({ productName: '취소할 전단' }))).data;
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SPEC.cancelled(orderNumber));
    expect(res.json().data).toMatchObject({ cancellable: false, progress: { cancelled: true } });
    const [row] = await db.select().from(printingOrder).where(eq(printingOrder.id, id));
    expect(row!.cancelledAt).not.toBeNull();
    expect(row!.cancelReason).toBe('수량 변경으로 다시 주문합니다');
    expect((await workOrderOf(id)).status).toBe('CANCELLED');
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('이미 취소된 주문입니다.');
  });

  it('refuses once work started, without a reason, for another customer (404) and for staff (403)', async () => {
    const { id } = (await place(leaflet({ productName: '작업 시작 전단' }))).data;
    const empty = await cancel(id, me, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().reason.defaultMessage).toBe('취소 사유를 입력해주세요.');
    const foreign = await cancel(id, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe('주문을 찾을 수 없습니다.');
    expect((await cancel(id, f.admin)).statusCode).toBe(403);
    expect((await cancel(999999)).statusCode).toBe(404);

    const job = await workOrderOf(id);
    expect((await call('POST', `${WO}/work_start/${job.id}`, printer.agent)).statusCode).toBe(200);
    expect((await detail(id)).data.cancellable).toBe(false);
    const started = await cancel(id);
    expect(started.statusCode).toBe(409);
    expect(started.json().errorMessage).toBe(SPEC.cancelNotAllowed);
    const [row] = await db.select().from(printingOrder).where(eq(printingOrder.id, id));
    expect(row!.cancelledAt).toBeNull();
    expect((await workOrderOf(id)).status).toBe('WORKING');
  });
});

describe(`the customer's order page reads its money from the deposits (${engine})`, () => {
  it('청구, 입금 and 미수 follow the deposit entry staff keep', async () => {
    const { id } = (await place(leaflet({ productName: '입금 전단' }))).data;
    const [entry] = await db.select().from(orderDeposit).where(eq(orderDeposit.orderId, id));
    const charged = entry!.issuedPrice;
    expect((await detail(id)).data.money).toEqual({ charged, collected: 0, due: charged });
    const res = await call('PATCH', API_DEPOSIT, f.admin, {
      id: entry!.id,
      issuedPrice: 150000,
      collectedPrice: 50000,
      remark: '추가 작업 포함',
      wasSettled: false,
      isSettled: false,
      version: entry!.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(id)).data.money).toEqual({ charged: 150000, collected: 50000, due: 100000 });
    // Another customer reads nothing of it.
    expect((await call('GET', `${API_CUSTOMER_ORDER}/${id}`, other)).statusCode).toBe(404);
  });
});

describe(`a customer reads only its own orders (${engine})`, () => {
  it('lists its own orders with search, sort, paging and the open filter; never another customer’s', async () => {
    const mine = await place(brochure({ productName: '내 명함 세트' }));
    const theirs = await place(brochure({ productName: '남의 명함 세트' }), other);
    const list = (q: string, agent: Agent = me) =>
      call('GET', `${API_CUSTOMER_ORDER}?${q}`, agent).then(
        (r) => r.json<{ data: Page<CustomerOrderListItem> }>().data,
      );

    const all = await list('size=100');
    const ids = all.content.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.data.id);
    expect(ids).not.toContain(theirs.data.id);
    const byName = await list(`searchFilter=productName&searchKeyword=${encodeURIComponent('명함 세트')}`);
    expect(byName.content.map((r: { id: number }) => r.id)).toEqual([mine.data.id]);
    expect(byName.content[0]).toMatchObject({
      orderNumber: mine.data.orderNumber,
      workOrderStatus: 'RECEIPT',
      deliveryStatus: null,
      progress: { workOrderStatus: 'RECEIPT', cancelled: false, depositCompleteAt: null },
    });
    const byNumber = await list(`searchFilter=orderNumber&searchKeyword=${mine.data.orderNumber}`);
    expect(byNumber.content.map((r: { id: number }) => r.id)).toEqual([mine.data.id]);
    const paged = await list('size=1&page=0&sort=orderNumber,asc');
    expect(paged.pageable).toMatchObject({ size: 1, number: 0 });
    expect(paged.pageable.totalElements).toBe(all.pageable.totalElements);
    expect((await call('GET', `${API_CUSTOMER_ORDER}?sort=buyerName,asc`, me)).statusCode).toBe(400);
    expect((await call('GET', `${API_CUSTOMER_ORDER}?searchFilter=buyerName&searchKeyword=a`, me)).statusCode).toBe(
      400,
    );
    expect((await list('open=true&size=100')).content.map((r: { id: number }) => r.id)).toContain(mine.data.id);
  });

  it('reads its own order; another customer’s answers 404; staff and anonymous are refused', async () => {
    const mine = await place();
    expect((await call('GET', `${API_CUSTOMER_ORDER}/${mine.data.id}`, me)).statusCode).toBe(200);
    const foreign = await call('GET', `${API_CUSTOMER_ORDER}/${mine.data.id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe('주문을 찾을 수 없습니다.');
    expect((await call('GET', `${API_CUSTOMER_ORDER}/${mine.data.id}`, f.admin)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${API_CUSTOMER_ORDER}/${mine.data.id}` })).statusCode).toBe(401);
    expect((await call('POST', API_CUSTOMER_ORDER, f.admin, brochure())).statusCode).toBe(403);
    // The staff order routes stay closed to customers.
    expect((await call('GET', `${API_ORDER}/${mine.data.id}`, me)).statusCode).toBe(403);
    expect((await call('GET', API_ORDER, me)).statusCode).toBe(403);
  });

  it('reads its own drafts and not another customer’s', async () => {
    const draft = await uploadDraft(me);
    await place(brochure({ attachmentIds: [draft] }));
    expect((await call('GET', `${API_FILE}/${draft}`, me)).statusCode).toBe(200);
    expect([403, 404]).toContain((await call('GET', `${API_FILE}/${draft}`, other)).statusCode);
  });

  it('reads the post-process and folding/binding option lists, which anonymous callers may not', async () => {
    const query = { query: '{ getOptionList(optionType: "POST_PROCESS") { id optionName optionType } }' };
    const res = await app.inject({ method: 'POST', url: '/graphql', headers: me.headers(), payload: query });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.getOptionList).toContainEqual({
      id: gloss!.id,
      optionName: '유광 코팅',
      optionType: 'POST_PROCESS',
    });
    const anonymous = await app.inject({ method: 'POST', url: '/graphql', payload: query });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`the customer hears of every step staff take (${engine})`, () => {
  it('work started, passed on, printed, shipping, delivered; the tracker reads each step and the deposit', async () => {
    app.clock.fixAt('2026-11-22T01:00:00Z');
    const { id, orderNumber } = (await place(brochure({ productName: '추적 책자' }))).data;
    const job = await workOrderOf(id);
    const tell = (content: string, status = 'UPDATED') => ({ content, status, kind: 'PRINTING_ORDER' });

    app.clock.fixAt('2026-11-22T02:00:00Z');
    expect((await call('POST', `${WO}/work_start/${job.id}`, printer.agent)).statusCode).toBe(200);
    expect((await noticesAbout(me.accountId, id)).at(-1)).toEqual(
      tell(`주문 ${orderNumber} '추적 책자'의 작업이 시작되었습니다. (${printTeam.name})`),
    );
    expect((await detail(id)).data.progress).toMatchObject({
      workOrderStatus: 'WORKING',
      departmentName: printTeam.name,
      heldSince: '2026-11-22T02:00:00.000Z',
    });

    app.clock.fixAt('2026-11-22T03:00:00Z');
    const passed = await call('POST', `${WO}/next_team`, printer.agent, {
      workOrderId: job.id,
      departmentId: bindTeam.id,
    });
    expect(passed.statusCode).toBe(200);
    expect((await noticesAbout(me.accountId, id)).at(-1)).toEqual(
      tell(`주문 ${orderNumber} '추적 책자'의 작업이 ${withParticle(bindTeam.name, '으로')} 넘어갔습니다.`),
    );
    expect((await detail(id)).data.progress).toMatchObject({
      departmentName: bindTeam.name,
      heldSince: '2026-11-22T03:00:00.000Z',
    });
    // Another customer hears nothing of it.
    expect(await noticesAbout(other.accountId, id)).toEqual([]);

    const progressId = (await workOrderOf(id)).currentProgressId!;
    await call('POST', `${WO}/work_progress_start/${progressId}`, binder.agent);
    expect((await call('POST', `${WO}/printing/complete/${job.id}`, binder.agent)).statusCode).toBe(200);
    expect((await noticesAbout(me.accountId, id)).at(-1)).toMatchObject({ status: 'COMPLETED' });
    expect((await detail(id)).data).toMatchObject({
      workOrderStatus: 'COMPLETE',
      deliveryStatus: 'READY',
      progress: { departmentName: null, heldSince: null },
    });

    const shipment = (await f.deliveryOf(job.id))!;
    await call('PATCH', `${DL}/start/${shipment.id}`, binder.agent, {
      deliveryCompanyCode: '04',
      invoice: '6012-3456',
    });
    expect((await noticesAbout(me.accountId, id)).at(-1)!.content).toContain('배송이 시작되었습니다');
    expect((await detail(id)).data.progress).toMatchObject({
      deliveryStatus: 'SHIPPING',
      deliveryCompanyCode: '04',
      invoice: '60123456',
    });
    // The parcel can be tracked by its customer and staff; another customer is told it does not exist.
    const track = `${API_PARCEL_TRACKING.tracking}?carrierCode=04&invoice=6012-3456`;
    expect((await call('GET', track, me)).statusCode).toBe(200);
    expect((await call('GET', track, binder.agent)).statusCode).toBe(200);
    const probe = await call('GET', track, other);
    expect(probe.statusCode).toBe(404);
    expect(probe.json().errorMessage).toBe('배송 정보를 찾을 수 없습니다.');
    const page = `${API_PARCEL_TRACKING.trackingPage}?carrierCode=04&invoice=60123456`;
    expect((await call('GET', page, other)).statusCode).toBe(404);
    await call('PATCH', `${DL}/complete/${shipment.id}`, binder.agent);
    expect((await noticesAbout(me.accountId, id)).at(-1)).toMatchObject({ status: 'COMPLETED' });
    expect((await detail(id)).data.progress.deliveryStatus).toBe('COMPLETE');
    expect((await detail(id)).data.progress.depositCompleteAt).toBeNull();

    // Staff confirm the money on 입금 관리: the customer is told (PRINTING_DEPOSIT) and the tracker reads it.
    app.clock.fixAt('2026-11-23T00:00:00Z');
    const [entry] = await db.select().from(orderDeposit).where(eq(orderDeposit.orderId, id));
    const settled = await call('PATCH', API_DEPOSIT, f.admin, {
      id: entry!.id,
      issuedPrice: 120000,
      collectedPrice: 120000,
      remark: '배송비 포함',
      wasSettled: false,
      isSettled: true,
      version: entry!.version,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await detail(id)).data.progress.depositCompleteAt).toBe('2026-11-23T00:00:00.000Z');

    // The customer's notification rows for the whole flow, in order; the shipping notice names the invoice.
    const rows = await db
      .select({ content: notificationMessage.content, kind: notificationMessage.targetDocumentType })
      .from(notificationMessage)
      .where(and(eq(notificationMessage.accountId, me.accountId), eq(notificationMessage.targetContentId, id)))
      .orderBy(notificationMessage.id);
    const head = `주문 ${orderNumber} '추적 책자'`;
    expect(rows).toEqual([
      { kind: 'PRINTING_ORDER', content: `${head}의 작업이 시작되었습니다. (${printTeam.name})` },
      { kind: 'PRINTING_ORDER', content: `${head}의 작업이 ${withParticle(bindTeam.name, '으로')} 넘어갔습니다.` },
      { kind: 'PRINTING_ORDER', content: expect.stringContaining('인쇄') },
      { kind: 'PRINTING_ORDER', content: `${head}의 배송이 시작되었습니다. (CJ대한통운, 송장번호 60123456)` },
      { kind: 'PRINTING_ORDER', content: `${head}의 배송이 완료되었습니다.` },
      { kind: 'PRINTING_DEPOSIT', content: depositMessages.completeNotice(orderNumber, '추적 책자') },
    ]);
    expect(await noticesAbout(other.accountId, id)).toEqual([]);
    // Delivered orders leave the open list.
    const open = (await call('GET', `${API_CUSTOMER_ORDER}?open=true&size=100`, me)).json().data.content;
    expect(open.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('tells the customer when staff take an order for it', async () => {
    const [cust] = await db.select().from(buyer).where(eq(buyer.accountId, me.accountId));
    const res = await call('POST', API_ORDER, f.admin, {
      productName: '대리 접수 전단',
      buyerId: cust!.id,
      workType: 'LEAFLET',
      amount: 10,
      numberCases: 1,
      printingList: [{ composition: 'COVER', printingType: 'OFF' }],
    });
    expect(res.statusCode).toBe(201);
    const { id, orderNumber } = res.json().data;
    expect(await noticesAbout(me.accountId, id)).toEqual([
      {
        content: `주문 ${orderNumber} '대리 접수 전단'이 접수되었습니다.`,
        status: 'CREATED',
        kind: 'PRINTING_ORDER',
      },
    ]);
    // An order in the shop's words (도수/절수, no paper chosen by the buyer) still reads on the customer's page.
    const read = await detail(id);
    expect(read.data).toMatchObject({ productName: '대리 접수 전단', cancellable: true });
    expect(read.data.printingList[0]).toMatchObject({ composition: 'COVER', printingType: 'OFF' });
  });
});
