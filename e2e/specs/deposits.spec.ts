import { expect, test } from '@playwright/test';
import { signInAsAdmin, unique } from './helpers';
import { adminApi, createBrochureOrder } from './orders-fixture';

test("staff settle a printing order's deposit short, see 입금 완료, the text queued and the history", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  // The shop's own templates go back as they were at the end, for the specs after this one.
  const templates = await api.get<object[]>('/api/sms');
  await api.put('/api/sms', {
    templates: [
      { type: 'DEPOSIT_COMPLETE', enabled: true, content: '{customer}님 {productName} 입금 {price}원 확인' },
      { type: 'ORDER_COMPLETE', enabled: false, content: '{customer}님 {productName} 작업 완료' },
    ],
  });
  const productName = `입금 책자 ${unique()}`;
  const order = await createBrochureOrder(api, productName);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: '입금 관리', exact: true }).click();
  await expect(page.getByRole('heading', { name: '입금 관리' })).toBeVisible();
  await page.getByRole('textbox', { name: '검색어' }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText(productName);
  await row.getByRole('button', { name: `${order.orderNumber} 입금 확인` }).click();

  const popup = page.getByRole('dialog', { name: new RegExp(`입금 관리 · ${order.orderNumber}`) });
  const entry = popup.getByRole('region', { name: '한빛출판 입금' });
  await entry.getByLabel('수금 금액').fill('250000');
  await expect(entry.getByLabel('수금 금액')).toHaveValue('250,000');
  await entry.getByLabel('발행 금액').fill('300,000');
  // A changed 발행 금액 needs its reason in 비고.
  await entry.getByLabel('비고').fill('추가 인쇄분 포함');
  await entry.getByLabel('입금 확인').check();
  await entry.getByRole('button', { name: '한빛출판 저장' }).click();

  const question = page.getByRole('dialog', { name: '부족액 확인' });
  await expect(question).toContainText('수금 금액(250,000원)이 발행 금액(300,000원)보다 50,000원 적습니다.');
  await question.getByRole('button', { name: '부족액 기록 후 확인' }).click();
  await expect(page.getByText(`${order.orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`)).toBeVisible();
  await expect(entry).toContainText('부족액 50,000원 기록');
  await expect(entry.getByLabel('수금 금액')).toBeDisabled();
  await popup.getByRole('button', { name: '닫기' }).last().click();
  await expect(row.getByRole('button', { name: `${order.orderNumber} 입금 완료` })).toBeVisible();

  // The 입금 완료 text waits in the outbox, with the amount invoiced.
  const outbox = await api.get<{ content: { text: string; template: string }[] }>(
    `/api/sms/outbox?searchFilter=text&searchKeyword=${encodeURIComponent(productName)}`,
  );
  expect(outbox.content).toEqual([
    expect.objectContaining({ template: 'DEPOSIT_COMPLETE', text: `한빛출판님 ${productName} 입금 300,000원 확인` }),
  ]);

  await page.getByRole('link', { name: '입금 내역', exact: true }).click();
  await expect(page.getByRole('heading', { name: '입금 내역' })).toBeVisible();
  await page.getByRole('textbox', { name: '검색어' }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const settled = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(settled).toContainText('한빛출판');
  await expect(settled).toContainText('300,000원');
  await expect(settled).toContainText('250,000원');
  await expect(settled).toContainText('부족 50,000원');
  await api.put('/api/sms', { templates });
});

test('staff confirm a sample as 무상 with its reason (no text), a stale save is refused, a cancelled paid order shows 환불 필요', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const freeName = `무상 샘플 ${unique()}`;
  const free = await createBrochureOrder(api, freeName);
  const stale = await createBrochureOrder(api, `동시 수정 ${unique()}`);
  const refund = await createBrochureOrder(api, `환불 책자 ${unique()}`);
  type Listed = { content: { orderDepositBuyerList: { id: number; version: number }[] }[] };
  const entryOf = async (orderNumber: string) =>
    (await api.get<Listed>(`/api/od/order_for_deposit?searchFilter=orderNumber&searchKeyword=${orderNumber}`))
      .content[0]!.orderDepositBuyerList[0]!;

  // A paid order, then cancelled: its money is kept and marked to be returned.
  const paid = await entryOf(refund.orderNumber);
  await api.patch('/api/od/deposit', {
    ...{ id: paid.id, version: paid.version, issuedPrice: 120_000, collectedPrice: 120_000, remark: '선결제 금액' },
    ...{ isSettled: true, wasSettled: false },
  });
  await api.post(`/api/admin/wk/order/cancel/${refund.id}`, { reason: '고객 취소' });

  await signInAsAdmin(page);
  await page.getByRole('link', { name: '입금 관리', exact: true }).click();
  const search = async (orderNumber: string) => {
    await page.getByRole('textbox', { name: '검색어' }).fill(orderNumber);
    await page.getByRole('textbox', { name: '검색어' }).press('Enter');
    return page.getByRole('row').filter({ hasText: orderNumber });
  };

  // 0 won is confirmed only as 무상, with a reason; no 입금 text goes out.
  const freeRow = await search(free.orderNumber);
  await freeRow.getByRole('button', { name: `${free.orderNumber} 입금 확인` }).click();
  const popup = page.getByRole('dialog', { name: new RegExp(`입금 관리 · ${free.orderNumber}`) });
  const entry = popup.getByRole('region', { name: '한빛출판 입금' });
  await entry.getByLabel('발행 금액').fill('50,000');
  await entry.getByLabel('비고').fill('샘플 제작');
  await entry.getByLabel('입금 확인').check();
  await entry.getByRole('button', { name: '한빛출판 저장' }).click();
  await expect(entry).toContainText(
    '수금 금액이 0원입니다. 돈을 받지 않는 건이면 [무상]을 선택하고 사유를 입력해주세요.',
  );
  await entry.getByLabel('무상 (받을 돈 없음)').check();
  await entry.getByRole('button', { name: '한빛출판 저장' }).click();
  await expect(entry).toContainText('무상 사유를 입력해주세요.');
  await entry.getByLabel('무상 사유').fill('전시회 샘플');
  await entry.getByRole('button', { name: '한빛출판 저장' }).click();
  const question = page.getByRole('dialog', { name: '무상 입금 확인' });
  await expect(question).toContainText('입금 문자는 보내지 않습니다.');
  await question.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText(`${free.orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`)).toBeVisible();
  await expect(entry).toContainText('무상 처리 · 사유: 전시회 샘플');
  await expect(entry.getByText('무상', { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: '닫기' }).last().click();
  const outbox = await api.get<{ content: unknown[] }>(
    `/api/sms/outbox?searchFilter=text&searchKeyword=${encodeURIComponent(freeName)}`,
  );
  expect(outbox.content).toEqual([]);

  // Someone else saves the entry while this popup is open: this save is refused and the popup shows theirs.
  const staleRow = await search(stale.orderNumber);
  await staleRow.getByRole('button', { name: `${stale.orderNumber} 입금 확인` }).click();
  const stalePopup = page.getByRole('dialog', { name: new RegExp(`입금 관리 · ${stale.orderNumber}`) });
  const staleEntry = stalePopup.getByRole('region', { name: '한빛출판 입금' });
  const shown = await entryOf(stale.orderNumber);
  await api.patch('/api/od/deposit', {
    ...{ id: shown.id, version: shown.version, issuedPrice: 70_000, collectedPrice: 0, remark: '다른 직원 메모' },
    ...{ isSettled: false, wasSettled: false },
  });
  await staleEntry.getByLabel('수금 금액').fill('30,000');
  await staleEntry.getByRole('button', { name: '한빛출판 저장' }).click();
  await page.getByRole('dialog', { name: '입금 정보 저장' }).getByRole('button', { name: '확인', exact: true }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: '다른 사용자가 먼저 이 입금 내역을 수정했습니다.' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button').last().click();
  await expect(staleEntry.getByLabel('비고')).toHaveValue('다른 직원 메모');
  await expect(staleEntry.getByLabel('발행 금액')).toHaveValue('70,000');
  await stalePopup.getByRole('button', { name: '닫기' }).last().click();

  // The cancelled order stays listed with its money to return.
  const refundRow = await search(refund.orderNumber);
  await expect(refundRow).toContainText('환불 필요');
  await refundRow.getByRole('button', { name: `${refund.orderNumber} 입금 완료` }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(`입금 관리 · ${refund.orderNumber}`) })).toContainText(
    '환불 필요: 120,000원을 돌려주어야 합니다.',
  );
});

test('two partial receipts add up: the 잔액 falls, the second turns the order 입금 완료, a reversal reopens it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const order = await createBrochureOrder(api, `분할 입금 책자 ${unique()}`);
  type Listed = { content: { orderDepositBuyerList: { id: number; version: number }[] }[] };
  const listed = await api.get<Listed>(
    `/api/od/order_for_deposit?searchFilter=orderNumber&searchKeyword=${order.orderNumber}`,
  );
  const shown = listed.content[0]!.orderDepositBuyerList[0]!;
  await api.patch('/api/od/deposit', {
    ...{ id: shown.id, version: shown.version, issuedPrice: 550_000, collectedPrice: 0, remark: '견적 금액' },
    ...{ isSettled: false, wasSettled: false },
  });

  await signInAsAdmin(page);
  await page.getByRole('link', { name: '입금 관리', exact: true }).click();
  await page.getByRole('textbox', { name: '검색어' }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText('잔액 550,000원 · 0/1건');
  await row.getByRole('button', { name: `${order.orderNumber} 입금 확인` }).click();
  const popup = page.getByRole('dialog', { name: new RegExp(`입금 관리 · ${order.orderNumber}`) });
  const entry = popup.getByRole('region', { name: '한빛출판 입금', exact: true });

  const receive = async (amount: string, depositor: string) => {
    await entry.getByRole('button', { name: '한빛출판 입금 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '입금 추가 · 한빛출판' });
    await dialog.getByLabel('입금액').fill(amount);
    await dialog.getByLabel('입금자명').fill(depositor);
    await dialog.getByRole('button', { name: '입금 기록' }).click();
    await expect(dialog).toBeHidden();
  };

  // 200,000 of 550,000 arrives: received 200,000, 350,000 still owed, not settled.
  await receive('200,000', '(주)한빛출판');
  await expect(page.getByText('입금 200,000원을 기록했습니다.')).toBeVisible();
  await expect(entry).toContainText('입금 200,000원 · 잔액 350,000원');
  await expect(entry).toContainText('(주)한빛출판');
  const closePopup = () => popup.getByRole('button', { name: '닫기' }).last().click();
  const reopen = async (label: string) => {
    await row.getByRole('button', { name: `${order.orderNumber} ${label}` }).click();
    await expect(entry).toBeVisible();
  };
  await closePopup();
  await expect(row).toContainText('발행 550,000원 · 입금 200,000원');
  await expect(row).toContainText('잔액 350,000원 · 0/1건');
  await reopen('입금 확인');

  // The rest arrives: the entry settles itself and the order is 입금 완료.
  await receive('350,000', '한빛출판');
  await expect(page.getByText(`${order.orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`)).toBeVisible();
  await expect(entry).toContainText('잔액 0원');
  await closePopup();
  await expect(row.getByRole('button', { name: `${order.orderNumber} 입금 완료` })).toBeVisible();
  await expect(row).toContainText('잔액 0원 · 1/1건');
  await reopen('입금 완료');

  // The first receipt was a mistake: reversed with its reason, the entry and the order open again.
  await entry.getByRole('button', { name: /200,000원 입금 취소$/ }).click();
  const reverse = page.getByRole('dialog', { name: '입금 취소 · 한빛출판' });
  await reverse.getByLabel('취소 사유').fill('다른 주문 입금으로 확인');
  await reverse.getByRole('button', { name: '입금 취소', exact: true }).click();
  await expect(reverse).toBeHidden();
  await expect(entry).toContainText('입금 350,000원 · 잔액 200,000원');
  await expect(entry).toContainText('사유: 다른 주문 입금으로 확인');
  await closePopup();
  await expect(row.getByRole('button', { name: `${order.orderNumber} 입금 확인` })).toBeVisible();
  await expect(row).toContainText('잔액 200,000원 · 0/1건');
});
