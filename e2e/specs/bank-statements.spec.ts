import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, unique } from './helpers';
import { adminApi, demoRefs, type AdminApi } from './orders-fixture';

type OpenEntry = { entryId: number; orderNumber: string; remaining: number };
const OPEN = '/api/admin/od/bank-statement/open-entries';

/** A leaflet order of `buyerId` for `amount` copies through the staff API (its entry opens at its price). */
async function leafletOrder(api: AdminApi, buyerId: number, productName: string, amount: number) {
  const refs = await demoRefs(api);
  return api.post<{ id: number; orderNumber: string }>('/api/admin/wk/order', {
    productName,
    buyerId,
    deliveryDate: '2026-12-10',
    amount,
    numberCases: 1,
    quality: '고급',
    receiver: '오지훈',
    zipCode: '04031',
    address: '서울특별시 마포구 양화로 45',
    receiverTel: '010-8800-0101',
    deliveryType: '택배',
    remark: '',
    workType: 'LEAFLET',
    printingList: [
      {
        composition: 'COVER',
        printingType: 'OFF',
        dosu: '4도',
        julsu: '8절',
        usePaperList: [{ rawItemId: refs.paper.id, amount: 120, wrongAmount: 6 }],
      },
    ],
    isFoldingBinding: false,
    foldingBindingList: [],
  });
}

/** A 하나은행 export (title rows above the header, as the bank writes it), UTF-8 with a BOM. */
const hanaCsv = (lines: { at: string; deposit: number; balance: number; depositor: string }[]) => {
  const rows = [
    ['하나은행 거래내역조회'],
    ['계좌번호', '123-456789-01234', '예금주', '(주)인쇄SCM'],
    [],
    ['거래일시', '구분', '적요', '의뢰인/수취인', '출금액', '입금액', '거래후잔액', '거래점'],
    ...lines.map((l) => [
      l.at,
      '입금',
      '인터넷입금',
      l.depositor,
      '',
      l.deposit.toLocaleString('en-US'),
      l.balance.toLocaleString('en-US'),
      '을지로',
    ]),
  ];
  const text = rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
};

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `/work/shots/h5-${name}.png`, fullPage: true });
};

test('an accountant uploads a bank statement, reviews the proposals, confirms; the orders turn 입금 완료, a partial leaves its 잔액', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  // A buyer of this run only: no earlier order can share its name and amounts.
  const tag = unique();
  const buyerName = `대사상사${tag}`;
  const signUp = await request.post('/api/customer/cm/sign-up', {
    data: {
      name: buyerName,
      username: `bank${tag}`,
      password: 'test-pass-2468',
      passwordCheck: 'test-pass-2468',
      tel: '010-1234-5678',
      address: '',
      email: '',
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const buyers = await api.get<{ content: { buyerId: number; buyerName: string }[] }>(
    `/api/admin/modal_select/buyer_modal?size=9999`,
  );
  const buyerId = buyers.content.find((b) => b.buyerName === buyerName)!.buyerId;
  const full = await leafletOrder(api, buyerId, `대사 전단 ${tag}`, 500);
  const part = await leafletOrder(api, buyerId, `대사 포스터 ${tag}`, 2000);
  const open = await api.get<OpenEntry[]>(`${OPEN}?q=${encodeURIComponent(buyerName)}`);
  const fullEntry = open.find((e) => e.orderNumber === full.orderNumber)!;
  const partEntry = open.find((e) => e.orderNumber === part.orderNumber)!;
  expect(fullEntry.remaining).toBeGreaterThan(0);
  expect(partEntry.remaining).toBeGreaterThan(10_000);
  const partial = Math.floor(partEntry.remaining / 2);

  const file = hanaCsv([
    {
      at: '2026-11-27 09:10:00',
      deposit: fullEntry.remaining,
      balance: 10_000_000 + fullEntry.remaining,
      depositor: `(주)${buyerName}`,
    },
    {
      at: '2026-11-27 10:20:00',
      deposit: partial,
      balance: 10_000_000 + fullEntry.remaining + partial,
      depositor: buyerName,
    },
    {
      at: '2026-11-27 11:30:00',
      deposit: 12_345,
      balance: 10_012_345 + fullEntry.remaining + partial,
      depositor: `모르는분${tag}`,
    },
  ]);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: '입금 대사', exact: true }).click();
  await expect(page.getByRole('heading', { name: '입금 대사' })).toBeVisible();
  await page.getByLabel('거래내역 파일').setInputFiles({ name: `하나_${tag}.csv`, mimeType: 'text/csv', buffer: file });
  await expect(page.getByText('하나은행 · 새 거래 3건, 이미 가져온 거래 0건')).toBeVisible();
  await page.getByRole('button', { name: '검토하기' }).click();
  await expect(page.getByRole('heading', { name: '입금 대사 검토' })).toBeVisible();

  const lineOf = (depositor: string) => page.getByRole('row').filter({ hasText: depositor });
  await expect(lineOf(`(주)${buyerName}`)).toContainText('입금자명 일치 · 금액 일치');
  await expect(lineOf(`(주)${buyerName}`)).toContainText(full.orderNumber);
  const partialRow = page.getByRole('row').filter({ hasText: '부분 입금' });
  await expect(partialRow).toContainText(part.orderNumber);
  await expect(partialRow).toContainText(`남는 금액 ${(partEntry.remaining - partial).toLocaleString('en-US')}원`);
  await expect(lineOf(`모르는분${tag}`)).toContainText('미대사');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'review-1280');

  await page.getByRole('button', { name: '확인', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('입금 2건을 반영했습니다(입금 기록 2건).')).toBeVisible();
  await expect(lineOf(`(주)${buyerName}`)).toContainText('반영됨');
  await expect(lineOf(`모르는분${tag}`)).toContainText('미대사');

  // The money went into the deposit ledger: the first order is settled, the second still owes the rest.
  const after = await api.get<OpenEntry[]>(`${OPEN}?q=${encodeURIComponent(buyerName)}`);
  expect(after.map((e) => e.orderNumber)).toEqual([part.orderNumber]);
  expect(after[0]!.remaining).toBe(partEntry.remaining - partial);

  await page.getByRole('link', { name: '입금 관리', exact: true }).click();
  await page.getByRole('textbox', { name: '검색어' }).fill(full.orderNumber);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: full.orderNumber })
      .getByRole('button', { name: `${full.orderNumber} 입금 완료` }),
  ).toBeVisible();

  // The same statement again adds nothing.
  await page.getByRole('link', { name: '입금 대사', exact: true }).click();
  await page.getByLabel('거래내역 파일').setInputFiles({ name: `하나_${tag}.csv`, mimeType: 'text/csv', buffer: file });
  await expect(page.getByText('하나은행 · 새 거래 0건, 이미 가져온 거래 3건')).toBeVisible();
  await shoot(page, 'statements-1280');

  // On a phone: the lines as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'statements-390');
  await page.getByText(`하나_${tag}.csv`).last().click();
  await expect(page.getByRole('heading', { name: '입금 대사 검토' })).toBeVisible();
  await expect(page.getByText(`모르는분${tag}`)).toBeVisible();
  await shoot(page, 'review-390');
  await page.getByRole('button', { name: `모르는분${tag} 12,345원 배정` }).click();
  await expect(page.getByRole('dialog', { name: /입금 배정/ })).toBeVisible();
  await shoot(page, 'assign-390');
});
