import { and, asc, eq, inArray } from 'drizzle-orm';
import { API_FILE, API_ORDER } from '@scm/contract';
import {
  buyer,
  employee,
  itemOption,
  printingOrder,
  printingOrderEvent,
  printingOrderPaper,
  printingOrderPrinting,
  printingOrderProcess,
  printingOrderProcessOption,
  storedFile,
  workOrder,
} from '../src/db/schema';
import { apiFixture } from './api-fixture';
import { login, seedItem, type Agent, type TestContext } from './harness';
import { PDF_MINI } from './upload-fixtures';

export { API_ORDER };

let optionSeq = 0;

/** The orders tests' shared calls and database reads: admin, two customers, suppliers, paper and options. */
export async function orderFixture(ctx: TestContext) {
  const { app } = ctx;
  const db = ctx.database.db;
  const api = await apiFixture(ctx, '주문외주처');
  const { admin, call } = api;
  const hanbit = await login(app, 'hanbit', 'demo1234');
  const seoulCafe = await login(app, 'seoul-cafe', 'demo1234');
  const [adminEmployee] = await db.select().from(employee).where(eq(employee.accountId, admin.accountId));
  const buyers = await db
    .select()
    .from(buyer)
    .where(inArray(buyer.name, ['한빛출판', '서울카페']));
  const buyerId = (name: string) => buyers.find((b) => b.name === name)!.id;

  const createSeller = async (name?: string) => (await api.createSeller(name)).id;
  const createOption = async (optionType: 'POST_PROCESS' | 'FOLDING_BINDING', optionName: string) => {
    const [row] = await db
      .insert(itemOption)
      .values({ optionType, optionName, optionCode: `T-${optionType}-${++optionSeq}` })
      .returning();
    return row!.id;
  };

  /** A draft uploaded by `agent` through the file API (dtype PrintingWorkOrder); its id. */
  const uploadDraft = async (agent: Agent = admin, name = 'draft.pdf') => {
    const form = new FormData();
    form.append('file', new Blob([PDF_MINI], { type: 'application/pdf' }), name);
    form.append('dtype', 'PrintingWorkOrder');
    const res = await app.inject({
      method: 'POST',
      url: `${API_FILE}/single`,
      headers: agent.headers(),
      payload: form,
    });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return res.json<{ data: { id: number } }>().data.id;
  };

  const ctpSupplier = await createSeller('표지 CTP 외주');
  const coatingSupplier = await createSeller('코팅 외주');
  const paperA = await seedItem(ctx, { name: '아트지 150g 국전', amount: 1000 });
  const paperB = await seedItem(ctx, { name: '모조지 100g 국전', amount: 2000 });
  const gloss = await createOption('POST_PROCESS', '유광 코팅');
  const foil = await createOption('POST_PROCESS', '금박');
  const saddle = await createOption('FOLDING_BINDING', '중철 제본');

  /** A brochure with a cover (offset, CTP outsourced, coated and foiled) and digital inner pages, saddle-stitched. */
  const brochure = (over: Record<string, unknown> = {}) => ({
    productName: '2027 회사 소개 책자',
    buyerId: buyerId('한빛출판'),
    workType: 'BROCHURE',
    deliveryDate: '2026-12-10',
    originSub: 'ORIGIN',
    outsourcingChargeId: adminEmployee!.id,
    quality: '고급',
    amount: 500,
    numberCases: 2,
    remark: '표지 색상 주의',
    receiver: '오지훈',
    zipCode: '04001',
    address: '서울특별시 마포구 양화로 45',
    receiverTel: '010-8800-0101',
    deliveryType: '택배',
    invoice: '',
    deliveryCompanyCode: '',
    deliveryRemark: '오전 배송',
    attachmentIds: [],
    printingList: [
      {
        composition: 'COVER',
        printingType: 'OFF',
        dosu: '4/4',
        julsu: '1',
        isOffCtpOutsourcing: true,
        offCtpOutsourcingId: ctpSupplier,
        offCtpRemark: 'CTP 외주',
        isOffPrintOutsourcing: false,
        offPrintOutsourcingId: null,
        offPrintRemark: '',
        isPostProcess: true,
        usePaperList: [{ rawItemId: paperA.id, amount: 120, wrongAmount: 6 }],
        postProcessList: [
          { postProcessOption: [foil, gloss], postProcessOutsourcingId: coatingSupplier, postProcessRemark: '표지만' },
        ],
      },
      {
        composition: 'INNER',
        printingType: 'DIGITAL',
        dosu: '4/4',
        julsu: '',
        isDigitalOutsourcing: false,
        digitalOutsourcingId: null,
        digitalRemark: '내지 32p',
        isPostProcess: false,
        usePaperList: [
          { rawItemId: paperB.id, amount: 800, wrongAmount: null },
          { rawItemId: paperA.id, amount: 40, wrongAmount: 2 },
        ],
        postProcessList: [],
      },
    ],
    isFoldingBinding: true,
    foldingBindingList: [
      { foldingBindingOption: [saddle], foldingBindingOutsourcingId: null, foldingBindingRemark: '중철 2곳' },
    ],
    ...over,
  });

  /** A one-page leaflet, offset, no finishing. */
  const leaflet = (over: Record<string, unknown> = {}) => ({
    productName: '매장 전단',
    buyerId: buyerId('서울카페'),
    workType: 'LEAFLET',
    amount: 3000,
    numberCases: 1,
    printingList: [
      {
        composition: 'COVER',
        printingType: 'OFF',
        dosu: '4/0',
        usePaperList: [{ rawItemId: paperB.id, amount: 300, wrongAmount: 10 }],
      },
    ],
    ...over,
  });

  const createOrder = async (body: object, agent: Agent = admin) => {
    const res = await call('POST', API_ORDER, body, agent);
    if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: number; orderNumber: string; workOrderId: number };
  };

  const rowsOf = async (orderId: number) => {
    const printings = await db
      .select()
      .from(printingOrderPrinting)
      .where(eq(printingOrderPrinting.orderId, orderId))
      .orderBy(asc(printingOrderPrinting.position));
    const ids = printings.map((p) => p.id);
    const papers = ids.length
      ? await db
          .select()
          .from(printingOrderPaper)
          .where(inArray(printingOrderPaper.printingId, ids))
          .orderBy(asc(printingOrderPaper.printingId), asc(printingOrderPaper.position))
      : [];
    const processes = await db
      .select()
      .from(printingOrderProcess)
      .where(eq(printingOrderProcess.orderId, orderId))
      .orderBy(asc(printingOrderProcess.id));
    const options = processes.length
      ? await db
          .select()
          .from(printingOrderProcessOption)
          .where(
            inArray(
              printingOrderProcessOption.processId,
              processes.map((p) => p.id),
            ),
          )
      : [];
    const [order] = await db.select().from(printingOrder).where(eq(printingOrder.id, orderId));
    const [wo] = await db.select().from(workOrder).where(eq(workOrder.orderId, orderId));
    const events = await db
      .select()
      .from(printingOrderEvent)
      .where(eq(printingOrderEvent.orderId, orderId))
      .orderBy(asc(printingOrderEvent.id));
    const files = await db
      .select()
      .from(storedFile)
      .where(and(eq(storedFile.ownerType, 'printing-order'), eq(storedFile.ownerId, orderId)));
    return { order, printings, papers, processes, options, workOrder: wo, events, files };
  };

  const setWorkOrderStatus = (orderId: number, status: string) =>
    db.update(workOrder).set({ status }).where(eq(workOrder.orderId, orderId));

  return {
    admin,
    hanbit,
    seoulCafe,
    adminEmployeeId: adminEmployee!.id,
    buyerId,
    call,
    createSeller,
    createOption,
    uploadDraft,
    ids: { ctpSupplier, coatingSupplier, paperA: paperA.id, paperB: paperB.id, gloss, foil, saddle },
    brochure,
    leaflet,
    createOrder,
    rowsOf,
    setWorkOrderStatus,
  };
}
