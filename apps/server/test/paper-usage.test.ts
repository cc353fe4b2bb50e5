import { afterEach, describe, expect, it } from 'vitest';
import { engine, makeApp, seedItem } from './harness';
import { WO, workOrderFixture, type PaperUse } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const f = await workOrderFixture(ctx);
const { call } = f;

const printTeam = await f.team('인쇄팀');
const printer = await f.staff(printTeam.id);

afterEach(() => ctx.app.clock.release());

async function startedJob(papers: PaperUse[]) {
  const o = await f.createOrder({ papers });
  const res = await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent, { confirmShortage: true });
  if (res.statusCode !== 200) throw new Error(`start: ${res.body}`);
  return o;
}

describe(`printing complete with the paper actually used (${engine})`, () => {
  it('releases the used lines instead of the spec, stores them, names the difference, and the job shows them', async () => {
    const art = await seedItem(ctx, { name: '아트지 실사용', amount: 2000 });
    const snow = await seedItem(ctx, { name: '스노우지 실사용', amount: 500 });
    const o = await startedJob([{ itemId: art.id, amount: 1000, wrongAmount: 20 }]);

    const res = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent, {
      usedPaperList: [
        { rawItemId: art.id, amount: 1200, wrongAmount: 35 },
        { rawItemId: snow.id, amount: 10, wrongAmount: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await f.stockAmount(art.id)).toBe(2000 - 1235);
    expect(await f.stockAmount(snow.id)).toBe(490);
    expect((await f.workOrderHistory(o.workOrderId)).map((h) => [h.stockId, h.ioType, h.amount])).toEqual([
      [art.stockId, 'WORKORDER_RELEASING', 1200],
      [art.stockId, 'WORKORDER_WRONG_RELEASING', 35],
      [snow.stockId, 'WORKORDER_RELEASING', 10],
    ]);
    const event = (await f.events(o.orderId)).find((e) => e.kind === 'PRINTING_COMPLETE')!;
    expect(event.detail).toContain(
      '실제 사용: 아트지 실사용 사용 1,000 → 1,200, 파지 20 → 35 / 스노우지 실사용 사용 0 → 10',
    );

    // The job's amounts read the actual use; the spec (the order's paper) is untouched.
    const detail = res.json().data;
    expect(detail.rawItemPrintAmount).toBe(1210);
    expect(detail.rawItemMisprintAmount).toBe(35);
    expect(detail.usePaperList).toEqual([
      expect.objectContaining({ rawItemId: art.id, amount: 1000, wrongAmount: 20 }),
    ]);
  });

  it('without usedPaperList the spec is released as before and nothing is stored', async () => {
    const art = await seedItem(ctx, { name: '아트지 계획', amount: 300 });
    const o = await startedJob([{ itemId: art.id, amount: 100, wrongAmount: 5 }]);
    const res = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent);
    expect(res.statusCode).toBe(200);
    expect(await f.stockAmount(art.id)).toBe(195);
    expect(res.json().data.rawItemPrintAmount).toBe(100);
    expect((await f.events(o.orderId)).find((e) => e.kind === 'PRINTING_COMPLETE')!.detail).not.toContain('실제 사용');
  });

  it('refuses bad lines at their field in Korean, an unknown item too, and moves nothing', async () => {
    const art = await seedItem(ctx, { name: '아트지 오류', amount: 300 });
    const o = await startedJob([{ itemId: art.id, amount: 100, wrongAmount: 0 }]);
    const url = `${WO}/printing/complete/${o.workOrderId}`;
    let res = await call('POST', url, printer.agent, {
      usedPaperList: [{ rawItemId: art.id, amount: -1, wrongAmount: 1.5 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()['usedPaperList.0.amount'].defaultMessage).toBe('사용량은 0 이상이어야 합니다.');
    expect(res.json()['usedPaperList.0.wrongAmount'].defaultMessage).toBe('파지는 정수로 입력해주세요.');
    res = await call('POST', url, printer.agent, { usedPaperList: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().usedPaperList.defaultMessage).toBe('실제 사용 용지를 한 줄 이상 입력해주세요.');
    res = await call('POST', url, printer.agent, { usedPaperList: [{ rawItemId: 999999, amount: 1, wrongAmount: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()['usedPaperList.0.rawItemId'].defaultMessage).toBe('용지를 찾을 수 없습니다. 다시 선택해주세요.');
    expect(await f.stockAmount(art.id)).toBe(300);
    expect((await f.workOrderRow(o.workOrderId)).status).toBe('WORKING');
  });

  it('short actual use keeps the PAPER_SHORTAGE question; confirmed, that amount leaves stock below zero', async () => {
    const art = await seedItem(ctx, { name: '아트지 부족', amount: 100 });
    const o = await startedJob([{ itemId: art.id, amount: 50, wrongAmount: 0 }]);
    const url = `${WO}/printing/complete/${o.workOrderId}`;
    const usedPaperList = [{ rawItemId: art.id, amount: 120, wrongAmount: 0 }];
    let res = await call('POST', url, printer.agent, { usedPaperList });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('PAPER_SHORTAGE');
    expect(await f.stockAmount(art.id)).toBe(100);
    res = await call('POST', url, printer.agent, { usedPaperList, confirmShortage: true });
    expect(res.statusCode).toBe(200);
    expect(await f.stockAmount(art.id)).toBe(-20);
  });

  it('출고 내역 names the unit and the order of a production release', async () => {
    const art = await seedItem(ctx, { name: '아트지 출고내역', amount: 500 });
    const o = await startedJob([{ itemId: art.id, amount: 120, wrongAmount: 3 }]);
    expect((await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent)).statusCode).toBe(200);
    const res = await call(
      'GET',
      `/api/admin/pr/releasing_history?searchFilter=itemName&searchKeyword=${encodeURIComponent('아트지 출고내역')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.content.map((m: Record<string, unknown>) => [
          m.amount,
          m.itemUnit,
          m.orderId,
          m.orderNumber,
          m.orderWorkType,
        ]),
    ).toEqual([
      [3, art.itemUnit, o.orderId, o.orderNumber, 'LEAFLET'],
      [120, art.itemUnit, o.orderId, o.orderNumber, 'LEAFLET'],
    ]);
  });
});
