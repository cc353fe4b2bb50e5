/*
 * 입금 대사 in two server processes on one PostgreSQL database (PGlite is one process only by design): the same
 * statement uploaded to both at once is stored once, and the same bank line confirmed on both at once writes its
 * receipt once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_BANK_CONFIRM, API_BANK_STATEMENT, type BankImportResult, type BankReview } from '@scm/contract';
import { bankLine, bankLineApplied, buyer, depositLedger, orderDeposit, printingOrder } from '../src/db/schema';
import { statementCsv, type FixtureLine } from './bank-fixtures';
import { engine, freshDatabaseUrl, login, makeApp, signUpAndLogin, type Agent } from './harness';

describe.runIf(engine === 'postgres')('bank statements in two server processes', async () => {
  const shared = await freshDatabaseUrl();
  afterAll(() => shared.drop());
  const one = await makeApp({ databaseUrl: shared.url, demo: false });
  const two = await makeApp({ databaseUrl: shared.url, demo: false });
  const db = one.database.db;
  const adminOne = await login(one.app, 'admin', 'admin-pass-2468');
  const adminTwo = await login(two.app, 'admin', 'admin-pass-2468');

  await signUpAndLogin(one.app, 'twobank1', '(주)두서버상사');
  const [b] = await db.select().from(buyer).where(eq(buyer.name, '(주)두서버상사'));
  const [order] = await db
    .insert(printingOrder)
    .values({
      orderNumber: 'TWO-0001',
      workType: 'LEAFLET',
      productName: '전단지',
      buyerId: b!.id,
      receiver: '담당',
      address: '서울',
      receiverTel: '010-0000-0000',
    })
    .returning();
  const [entry] = await db
    .insert(orderDeposit)
    .values({ orderId: order!.id, buyerId: b!.id, issuedPrice: 330_000 })
    .returning();

  const lines: FixtureLine[] = Array.from({ length: 40 }, (_, i) => ({
    at: `2026-11-2${i % 9} ${String(9 + (i % 8)).padStart(2, '0')}:${String(i).padStart(2, '0')}:00`,
    deposit: i === 0 ? 330_000 : 10_000 + i,
    balance: 5_000_000 + i * 10_000,
    depositor: i === 0 ? '두서버상사' : `입금자${i}`,
  }));
  const bytes = statementCsv('KB', lines, 'cp949');
  const upload = (app: typeof one.app, agent: Agent) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'KB_거래내역.csv');
    return app.inject({ method: 'POST', url: API_BANK_STATEMENT, headers: agent.headers(), payload: form });
  };

  it('stores a statement uploaded to both at once only once', async () => {
    const [a, c] = await Promise.all([upload(one.app, adminOne), upload(two.app, adminTwo)]);
    expect([a.statusCode, c.statusCode], a.body + c.body).toEqual([201, 201]);
    const results = [a, c].map((r) => r.json<{ data: BankImportResult }>().data);
    expect(results[0]!.added + results[1]!.added).toBe(40);
    expect(results[0]!.added + results[0]!.duplicates).toBe(40);
    expect(results[1]!.added + results[1]!.duplicates).toBe(40);
    expect(await db.select().from(bankLine)).toHaveLength(40);
  });

  it('writes the receipt of a line confirmed on both at once only once', async () => {
    const [line] = await db.select().from(bankLine).where(eq(bankLine.depositor, '두서버상사'));
    const statementId = line!.statementId;
    const review = (
      await one.app.inject({ method: 'GET', url: `${API_BANK_STATEMENT}/${statementId}`, headers: adminOne.headers() })
    ).json<{ data: BankReview }>().data;
    const proposed = review.lines.find((l) => l.id === line!.id)!;
    expect(proposed.proposal?.auto).toBe(true);
    const body = {
      lines: [
        {
          lineId: line!.id,
          allocations: proposed.proposal!.allocations.map((a) => ({ ...a, version: entry!.version })),
        },
      ],
    };
    const answers = await Promise.all([
      one.app.inject({ method: 'POST', url: API_BANK_CONFIRM, headers: adminOne.headers(), payload: body }),
      two.app.inject({ method: 'POST', url: API_BANK_CONFIRM, headers: adminTwo.headers(), payload: body }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await db.select().from(depositLedger).where(eq(depositLedger.bankLineId, line!.id))).toHaveLength(1);
    expect(await db.select().from(bankLineApplied).where(eq(bankLineApplied.lineId, line!.id))).toHaveLength(1);
    const [after] = await db.select().from(orderDeposit).where(eq(orderDeposit.id, entry!.id));
    expect(after).toMatchObject({ collectedPrice: 330_000, isSettled: true });
  });
});
