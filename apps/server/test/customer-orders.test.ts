import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API_CUSTOMER_ORDER,
  API_FILE,
  API_DEPOSIT,
  API_ORDER,
  API_PARCEL_TRACKING,
  depositMessages,
  type CustomerOrder,
  type CustomerOrderListItem,
  type Page,
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
import { engine, makeApp, signUpAndLogin, type Agent } from './harness';
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

afterEach(() => app.clock.release());

const uploadDraft = async (agent: Agent) => {
  const form = new FormData();
  form.append('file', new Blob([PDF_MINI], { type: 'application/pdf' }), 'draft.pdf');
  form.append('dtype', 'PrintingWorkOrder');
  const res = await app.inject({ method: 'POST', url: `${API_FILE}/single`, headers: agent.headers(), payload: form });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
};

/** A brochure as the customer form sends it: cover with post-process, one inner entry, saddle-stitched. */
const brochure = (over: Record<string, unknown> = {}) => ({
  productName: '고객 책자',
  workType: 'BROCHURE',
  amount: 300,
  numberCases: 1,
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
  printingList: [
    {
      composition: 'COVER',
      printingType: 'OFF',
      dosu: '4/4',
      julsu: '',
      offCtpRemark: '',
      offPrintRemark: '',
      isPostProcess: true,
      postProcessList: [{ postProcessOption: [gloss!.id], postProcessRemark: '표지만' }],
    },
    { composition: 'INNER', printingType: 'DIGITAL', dosu: '4/4', digitalRemark: '내지 16p', isPostProcess: false },
  ],
  isFoldingBinding: true,
  foldingBindingList: [{ foldingBindingOption: [saddle!.id], foldingBindingRemark: '' }],
  ...over,
});

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

describe(`a customer places a printing order (${engine})`, () => {
  it('gets a server-made number, a work order in RECEIPT, its draft attached, itself as buyer; staff are told', async () => {
    const draft = await uploadDraft(me);
    const placed = await place(brochure({ attachmentIds: [draft] }));
    const { id, orderNumber } = placed.data;
    expect(placed.message).toBe(`주문이 등록되었습니다. (주문번호 ${orderNumber})`);
    expect(orderNumber).toMatch(/\S+/);
    const [row] = await db.select().from(printingOrder).where(eq(printingOrder.id, id));
    expect(row).toMatchObject({
      buyerId: await buyerIdOf(me.accountId),
      createdBy: me.accountId,
      workType: 'BROCHURE',
    });
    expect((await workOrderOf(id)).status).toBe('RECEIPT');
    const [file] = await db.select().from(storedFile).where(eq(storedFile.id, draft));
    expect(file).toMatchObject({ ownerType: 'printing-order', ownerId: id });
    // Staff who hear of new orders are told; the customer placed it and hears nothing of its own act.
    expect((await noticesAbout(printer.accountId, id))[0]).toMatchObject({ status: 'CREATED', kind: 'PRINTING_ORDER' });
    expect(await noticesAbout(me.accountId, id)).toEqual([]);

    const read = placed.data as unknown as Record<string, unknown>;
    expect(read).toMatchObject({ workOrderStatus: 'RECEIPT', deliveryStatus: null, productName: '고객 책자' });
    expect(read.printingList).toEqual([
      expect.not.objectContaining({ isOffCtpOutsourcing: expect.anything(), usePaperList: expect.anything() }),
      expect.objectContaining({ composition: 'INNER', printingType: 'DIGITAL', digitalRemark: '내지 16p' }),
    ]);
    expect(read.attachments).toEqual([expect.objectContaining({ id: draft, originalFileName: 'draft.pdf' })]);
  });

  it('refuses the staff-only fields (buyer, outsourcing, paper lines) at their field, writing nothing', async () => {
    const before = (await db.select({ id: printingOrder.id }).from(printingOrder)).length;
    const cases: [object, string][] = [
      [brochure({ buyerId: await buyerIdOf(other.accountId) }), 'buyerId'],
      [brochure({ deliveryDate: '2026-12-01' }), 'deliveryDate'],
      [
        brochure({ printingList: [{ composition: 'COVER', printingType: 'OFF', isOffCtpOutsourcing: true }] }),
        'printingList.0.isOffCtpOutsourcing',
      ],
      [
        brochure({ printingList: [{ composition: 'COVER', printingType: 'OFF', usePaperList: [] }] }),
        'printingList.0.usePaperList',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', API_CUSTOMER_ORDER, me, body);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json())).toContain('이 주문에는 입력할 수 없는 항목입니다.');
    }
    expect((await db.select({ id: printingOrder.id }).from(printingOrder)).length).toBe(before);
  });

  it('answers the spec’s messages for bad values', async () => {
    const res = await call('POST', API_CUSTOMER_ORDER, me, {
      ...brochure({ productName: '', amount: 'abc', numberCases: -1 }),
      printingList: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      productName: { isError: true, defaultMessage: '주문상품명을 입력해주세요.' },
      amount: { defaultMessage: '숫자만 입력해주세요.' },
      numberCases: { defaultMessage: '건수는 1 이상이어야 합니다.' },
      printingList: { defaultMessage: expect.any(String) },
    });
    const fraction = await call('POST', API_CUSTOMER_ORDER, me, brochure({ amount: 1.5 }));
    expect(fraction.json().amount.defaultMessage).toBe('정수로 입력해주세요.');
  });

  it('may not attach someone else’s upload', async () => {
    const theirs = await uploadDraft(other);
    const res = await call('POST', API_CUSTOMER_ORDER, me, brochure({ attachmentIds: [theirs] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().attachmentIds.defaultMessage).toBe('첨부 파일을 다시 올려주세요.');
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
      remark: '',
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
  });
});
