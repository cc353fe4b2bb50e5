/*
 * 입금 대사 through the API: import (each bank, twice, an unknown layout mapped once), the review's proposals against
 * open entries, and confirming: receipts in the deposit ledger pointing at the bank line, entries settled, the order
 * 입금 완료, a partial line leaving a remaining, a second confirmation and a stale screen refused.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  API_BANK_CONFIRM,
  API_BANK_DEPOSITOR_NAMES,
  API_BANK_OPEN_ENTRIES,
  API_BANK_STATEMENT,
  type BankImportResult,
  type BankReview,
} from '@scm/contract';
import {
  bankLayout,
  bankLine,
  bankLineApplied,
  buyer,
  buyerDepositorName,
  depositLedger,
  orderDeposit,
  printingOrder,
} from '../src/db/schema';
import { statementCsv, statementXlsx, rowsXlsx, toCsv, type FixtureLine } from './bank-fixtures';
import { employeeWithoutGroups, grantAuthority, login, makeApp, signUpAndLogin, type Agent } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', 'admin-pass-2468');
const reader = await employeeWithoutGroups(ctx, 'bank.reader');
await grantAuthority(ctx, reader.employeeId, 'ORDER_READ');

let seq = 0;
const run = Date.now().toString(36).slice(-4);
/** A new buyer (signed up, so it has its account) and its id. */
const newBuyer = async (name: string) => {
  await signUpAndLogin(app, `bank${run}${++seq}`, name);
  const [b] = await db.select().from(buyer).where(eq(buyer.name, name));
  return b!.id;
};
/** A printing order of the buyer with its deposit entry issued at `price`, as order creation opens it. */
const orderOf = async (buyerId: number, price: number) => {
  const [o] = await db
    .insert(printingOrder)
    .values({
      orderNumber: `BK${run}-${++seq}`,
      workType: 'LEAFLET',
      productName: '전단지',
      buyerId,
      receiver: '담당',
      address: '서울',
      receiverTel: '010-0000-0000',
    })
    .returning();
  const [e] = await db.insert(orderDeposit).values({ orderId: o!.id, buyerId, issuedPrice: price }).returning();
  return { orderId: o!.id, orderNumber: o!.orderNumber, entryId: e!.id };
};

const upload = async (bytes: Buffer, name: string, agent: Agent = admin, mapping?: object) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return app.inject({ method: 'POST', url: API_BANK_STATEMENT, headers: agent.headers(), payload: form });
};
const review = async (id: number) =>
  (await app.inject({ method: 'GET', url: `${API_BANK_STATEMENT}/${id}`, headers: admin.headers() })).json<{
    data: BankReview;
  }>().data;
const confirm = (payload: object, agent: Agent = admin) =>
  app.inject({ method: 'POST', url: API_BANK_CONFIRM, headers: agent.headers(), payload });
const entry = async (id: number) => (await db.select().from(orderDeposit).where(eq(orderDeposit.id, id)))[0]!;

// Buyers and orders of this test (fresh names: the demo's own open entries never match them).
const dodam = await newBuyer(`(주)도담인쇄${run}`);
const chorok = await newBuyer(`초록문구${run}`);
const saebit = await newBuyer(`새빛상사${run}`);
const dodamOrder = await orderOf(dodam, 418_000);
const chorok1 = await orderOf(chorok, 100_000);
const chorok2 = await orderOf(chorok, 200_000);
const saebitOrder = await orderOf(saebit, 550_000);

const day = '2026-11-27';
const LINES: FixtureLine[] = [
  { at: `${day} 09:00:00`, deposit: 418_000, balance: 1_418_000, depositor: `도담인쇄${run}` },
  { at: `${day} 10:00:00`, deposit: 300_000, balance: 1_718_000, depositor: `초록 문구${run}` },
  { at: `${day} 11:00:00`, deposit: 200_000, balance: 1_918_000, depositor: `새빛상사${run}㈜` },
  { at: `${day} 12:00:00`, deposit: 0, withdrawal: 18_000, balance: 1_900_000, depositor: '수수료' },
  { at: `${day} 13:00:00`, deposit: 77_000, balance: 1_977_000, depositor: `홍길동${run}` },
];

describe('bank statements (입금 대사)', () => {
  let statementId = 0;

  it('imports a CP949 CSV of 신한 once: the second import adds nothing', async () => {
    const bytes = statementCsv('SHINHAN', LINES, 'cp949');
    const first = await upload(bytes, '신한_거래내역.csv');
    expect(first.statusCode, first.body).toBe(201);
    const r = first.json<{ data: BankImportResult; message: string }>();
    expect(r.data).toMatchObject({
      bank: 'SHINHAN',
      encoding: 'CP949',
      lines: 5,
      deposits: 4,
      added: 5,
      duplicates: 0,
    });
    expect(r.message).toBe('새 거래 5건, 이미 가져온 거래 0건');
    statementId = r.data.statementId;
    const stored = await db.select().from(bankLine).where(eq(bankLine.statementId, statementId));
    expect(stored.map((l) => l.depositor)).toContain(`새빛상사${run}㈜`);

    const again = await upload(bytes, '신한_거래내역.csv');
    expect(again.json().message).toBe('새 거래 0건, 이미 가져온 거래 5건');
    expect(again.json().data).toMatchObject({ added: 0, duplicates: 5 });
    // The same lines from another bank's export of the same account period: the .xlsx writes the same identity.
    const overlapping = await upload(await statementXlsx('SHINHAN', LINES.slice(0, 2)), '겹치는.xlsx');
    expect(overlapping.json().data).toMatchObject({ added: 0, duplicates: 2 });
    expect(
      await db
        .select()
        .from(bankLine)
        .where(eq(bankLine.depositor, `도담인쇄${run}`)),
    ).toHaveLength(1);
  });

  it('proposes exact, sum of several, partial and unmatched, each with its reason', async () => {
    const { lines, entries } = await review(statementId);
    expect(lines).toHaveLength(4);
    const of = (depositor: string) => lines.find((l) => l.depositor === depositor)!.proposal!;
    expect(of(`도담인쇄${run}`)).toMatchObject({
      kind: 'EXACT',
      auto: true,
      allocations: [{ entryId: dodamOrder.entryId, amount: 418_000 }],
      reason: '입금자명 일치 · 금액 일치',
    });
    expect(of(`초록 문구${run}`)).toMatchObject({
      kind: 'SUM',
      reason: '같은 고객사 주문 2건 합계 일치',
      allocations: [
        { entryId: chorok1.entryId, amount: 100_000 },
        { entryId: chorok2.entryId, amount: 200_000 },
      ],
    });
    expect(of(`새빛상사${run}㈜`)).toMatchObject({ kind: 'PARTIAL', allocations: [{ entryId: saebitOrder.entryId }] });
    expect(of(`홍길동${run}`)).toMatchObject({ kind: 'UNMATCHED', auto: false, allocations: [] });
    expect(entries.find((e) => e.entryId === saebitOrder.entryId)).toMatchObject({
      orderNumber: saebitOrder.orderNumber,
      remaining: 550_000,
    });
  });

  it('refuses the screen to staff without ORDER write, and lets them read', async () => {
    expect((await upload(statementCsv('KB', LINES), 'kb.csv', reader.agent)).statusCode).toBe(403);
    expect((await confirm({ lines: [] }, reader.agent)).statusCode).toBe(403);
    const read = await app.inject({ method: 'GET', url: API_BANK_STATEMENT, headers: reader.agent.headers() });
    expect(read.statusCode).toBe(200);
  });

  it('confirms: receipts pointing at the lines, the entries settled, the partial one leaves its remaining', async () => {
    const { lines } = await review(statementId);
    const picked = lines.filter((l) => l.proposal?.auto);
    const body = {
      lines: await Promise.all(
        picked.map(async (l) => ({
          lineId: l.id,
          allocations: await Promise.all(
            l.proposal!.allocations.map(async (a) => ({ ...a, version: (await entry(a.entryId)).version })),
          ),
        })),
      ),
    };
    const res = await confirm(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('입금 3건을 반영했습니다(입금 기록 4건).');

    const rows = await db
      .select()
      .from(depositLedger)
      .where(
        inArray(
          depositLedger.bankLineId,
          picked.map((l) => l.id),
        ),
      );
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(r).toMatchObject({ kind: 'RECEIPT', source: 'BANK_LINE', receivedDate: day });
    expect(await entry(dodamOrder.entryId)).toMatchObject({ collectedPrice: 418_000, isSettled: true });
    expect(await entry(chorok2.entryId)).toMatchObject({ collectedPrice: 200_000, isSettled: true });
    expect(await entry(saebitOrder.entryId)).toMatchObject({ collectedPrice: 200_000, isSettled: false });
    const [order] = await db.select().from(printingOrder).where(eq(printingOrder.id, dodamOrder.orderId));
    expect(order!.depositCompleteAt).not.toBeNull();
    expect(
      await db
        .select()
        .from(bankLineApplied)
        .where(
          inArray(
            bankLineApplied.lineId,
            picked.map((l) => l.id),
          ),
        ),
    ).toHaveLength(3);

    // The review now shows them applied, with their receipts.
    const after = await review(statementId);
    const dodamLine = after.lines.find((l) => l.depositor === `도담인쇄${run}`)!;
    expect(dodamLine).toMatchObject({ status: 'APPLIED', proposal: null });
    expect(dodamLine.receipts).toEqual([
      {
        entryId: dodamOrder.entryId,
        amount: 418_000,
        orderNumber: dodamOrder.orderNumber,
        buyerName: `(주)도담인쇄${run}`,
      },
    ]);

    // The same line again: refused, nothing written.
    const twice = await confirm({ lines: [body.lines[0]] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toContain('이미 반영된 입금입니다');
    expect(
      await db
        .select()
        .from(depositLedger)
        .where(
          inArray(
            depositLedger.bankLineId,
            picked.map((l) => l.id),
          ),
        ),
    ).toHaveLength(4);
  });

  it('assigns an unmatched line by hand, remembers the depositor name, and refuses a stale screen', async () => {
    const { lines } = await review(statementId);
    const line = lines.find((l) => l.depositor === `홍길동${run}`)!;
    const saebitEntry = await entry(saebitOrder.entryId);
    // Someone records money on the entry after the screen showed it.
    const stale = await confirm({
      lines: [
        {
          lineId: line.id,
          allocations: [{ entryId: saebitOrder.entryId, version: saebitEntry.version - 1, amount: 77_000 }],
        },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessage).toBe(
      `다른 사용자가 먼저 주문 ${saebitOrder.orderNumber}의 입금 내역을 바꿨습니다. 새로 고친 뒤 다시 확인해주세요.`,
    );
    expect(await db.select().from(bankLineApplied).where(eq(bankLineApplied.lineId, line.id))).toHaveLength(0);
    // More than the entry still owes.
    const over = await confirm({
      lines: [
        {
          lineId: line.id,
          allocations: [{ entryId: chorok1.entryId, version: (await entry(chorok1.entryId)).version, amount: 77_000 }],
        },
      ],
    });
    expect(over.statusCode).toBe(409);

    const res = await confirm({
      lines: [
        {
          lineId: line.id,
          allocations: [{ entryId: saebitOrder.entryId, version: saebitEntry.version, amount: 77_000 }],
          rememberBuyerId: saebit,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entry(saebitOrder.entryId)).toMatchObject({ collectedPrice: 277_000, isSettled: false });
    const names = await db.select().from(buyerDepositorName).where(eq(buyerDepositorName.buyerId, saebit));
    expect(names.map((n) => n.name)).toEqual([`홍길동${run}`]);

    // The remembered name matches the next time.
    const next = await orderOf(saebit, 33_000);
    const later = await upload(
      statementCsv(
        'KB',
        [{ at: '2026-11-28 09:00:00', deposit: 33_000, balance: 2_010_000, depositor: `홍 길동${run}` }],
        'utf8bom',
      ),
      'kb.csv',
    );
    expect(later.json().data).toMatchObject({ bank: 'KB', encoding: 'UTF-8', added: 1 });
    const r2 = await review(later.json().data.statementId);
    // The oldest entry of the buyer still owes 273,000: the 33,000 goes to the entry owing exactly that.
    expect(r2.lines[0]!.proposal).toMatchObject({
      kind: 'EXACT',
      allocations: [{ entryId: next.entryId, amount: 33_000 }],
    });
  });

  it('manages depositor names and finds open entries by buyer or order number', async () => {
    const add = await app.inject({
      method: 'POST',
      url: API_BANK_DEPOSITOR_NAMES,
      headers: admin.headers(),
      payload: { buyerId: chorok, name: '김초록' },
    });
    expect(add.statusCode, add.body).toBe(201);
    const dup = await app.inject({
      method: 'POST',
      url: API_BANK_DEPOSITOR_NAMES,
      headers: admin.headers(),
      payload: { buyerId: chorok, name: ' 김 초록 ' },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().name.defaultMessage).toContain('이미 기억한 입금자명입니다');
    const list = await app.inject({
      method: 'GET',
      url: `${API_BANK_DEPOSITOR_NAMES}?buyerId=${chorok}`,
      headers: admin.headers(),
    });
    expect(list.json().data.map((n: { name: string }) => n.name)).toEqual(['김초록']);
    const del = await app.inject({
      method: 'DELETE',
      url: `${API_BANK_DEPOSITOR_NAMES}/${add.json().data.id}`,
      headers: admin.headers(),
    });
    expect(del.statusCode).toBe(200);

    const found = await app.inject({
      method: 'GET',
      url: `${API_BANK_OPEN_ENTRIES}?q=새빛상사${run}`,
      headers: admin.headers(),
    });
    expect(found.json().data.map((e: { orderNumber: string }) => e.orderNumber)).toContain(saebitOrder.orderNumber);
  });

  it('asks an unknown layout to be mapped once, then remembers it', async () => {
    const rows = [
      ['우리회사 통장 내역'],
      [],
      ['일자', '받은 돈', '보낸 돈', '남은 돈', '보낸 사람', '메모'],
      ['2026/11/29', '12,000', '', '2,022,000', '모르는분', ''],
    ];
    const bytes = await rowsXlsx(rows);
    const ask = await upload(bytes, 'custom.xlsx');
    expect(ask.statusCode).toBe(422);
    expect(ask.json()).toMatchObject({
      errorCode: 'BANK_LAYOUT_UNKNOWN',
      details: { headerRow: 2, headers: ['일자', '받은 돈', '보낸 돈', '남은 돈', '보낸 사람', '메모'] },
    });
    const mapping = {
      date: '일자',
      time: '',
      deposit: '받은 돈',
      withdrawal: '보낸 돈',
      balance: '남은 돈',
      depositor: '보낸 사람',
      memo: '메모',
    };
    const wrong = await upload(bytes, 'custom.xlsx', admin, { ...mapping, balance: '없는 열' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().balance.defaultMessage).toBe("파일에 '없는 열' 열이 없습니다.");
    const mapped = await upload(bytes, 'custom.xlsx', admin, mapping);
    expect(mapped.statusCode, mapped.body).toBe(201);
    expect(mapped.json().data).toMatchObject({ bank: 'CUSTOM', added: 1 });
    expect(await db.select().from(bankLayout)).toHaveLength(1);
    // Next month's file of the same layout (as CSV) is read without asking.
    const csv = Buffer.from(toCsv([...rows.slice(0, 3), ['2026/12/01', '5,000', '', '2,027,000', '다른분', '']]));
    const next = await upload(csv, 'custom.csv');
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data).toMatchObject({ bank: 'CUSTOM', added: 1 });
  });

  it('answers a bad file in Korean, naming the row', async () => {
    const notAFile = await upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), 'old.xls');
    expect(notAFile.statusCode).toBe(400);
    const pdf = await upload(Buffer.from('%PDF'), 'x.pdf');
    expect(pdf.json().file.defaultMessage).toBe('엑셀(.xlsx) 또는 CSV(.csv) 파일만 올릴 수 있습니다.');
    const bad = statementCsv('IBK', [{ at: '2026-11-27 10:00:00', deposit: 1, balance: 1, depositor: 'x' }], 'utf8')
      .toString('utf8')
      .replace(/\n2026-11-27 10:00:00,1,/, '\n2026-11-27 10:00:00,1만2,');
    const res = await upload(Buffer.from(bad), 'ibk.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe("6행: 입금액 '1만2'는 금액이 아닙니다.");
  });

  it('keeps applied lines: no route deletes a bank line, and the ledger rows still point at them', async () => {
    const routes = app.routeTable.filter((r) => r.url.startsWith(API_BANK_STATEMENT) && r.method === 'DELETE');
    expect(routes.map((r) => r.url)).toEqual([`${API_BANK_DEPOSITOR_NAMES}/:id`]);
    const pointing = await db
      .select({ id: depositLedger.id })
      .from(depositLedger)
      .innerJoin(bankLine, eq(bankLine.id, depositLedger.bankLineId))
      .where(and(eq(depositLedger.source, 'BANK_LINE'), eq(bankLine.statementId, statementId)));
    expect(pointing.length).toBe(5);
  });
});
