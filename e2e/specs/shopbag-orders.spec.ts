import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmSave, signIn, signInAsAdmin, unique } from './helpers';
import { adminApi, type AdminApi } from './orders-fixture';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks `name` in the select labelled `label` (MUI's listbox). */
async function choose(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Fills one position: the advertiser from the buyer picker, a draft, and save. */
async function fillPosition(page: Page, position: string, advertiser: string) {
  const slot = page.getByRole('region', { name: '디자인' }).getByLabel(`${position} 위치`);
  await slot.getByRole('button', { name: `${position} 광고주 선택` }).click();
  const picker = page.getByRole('dialog', { name: `${position} 광고주 선택` });
  await picker.getByRole('row').filter({ hasText: advertiser }).first().click();
  await expect(picker).toBeHidden();
  await slot.locator(`input[aria-label="${position} 시안 파일"]`).setInputFiles({
    name: `${position}-시안.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await slot.getByRole('button', { name: `${position} 저장` }).click();
  await expect(page.getByText('디자인이 저장되었습니다.').last()).toBeVisible();
  await expect(slot.getByText('디자인 완료')).toBeVisible();
}

/** Settles one advertiser's entry in the deposit popup, paid in full, and answers the question. */
async function settlePaidInFull(page: Page, popup: Locator, owner: string, won: string) {
  const entry = popup.getByRole('region', { name: `${owner} 입금` });
  await entry.getByLabel('수금 금액').fill(won);
  await entry.getByLabel('발행 금액').fill(won);
  await entry.getByLabel('비고').fill(`광고 ${won}원 발행`);
  await entry.getByLabel('입금 확인').check();
  await entry.getByRole('button', { name: `${owner} 저장` }).click();
  await page.getByRole('dialog', { name: '입금 확인' }).getByRole('button', { name: '확인', exact: true }).click();
  await expect(entry.getByLabel('수금 금액')).toBeDisabled();
}

/** The 입금 완료 template on for the journey; the shop's own templates go back afterwards. */
async function withDepositText(api: AdminApi, work: () => Promise<void>) {
  const templates = await api.get<object[]>('/api/sms');
  await api.put('/api/sms', {
    templates: [
      { type: 'DEPOSIT_COMPLETE', enabled: true, content: '{customer}님 {productName} 입금 {price}원 확인' },
      { type: 'ORDER_COMPLETE', enabled: false, content: '{customer}님 {productName} 작업 완료' },
    ],
  });
  try {
    await work();
  } finally {
    await api.put('/api/sms', { templates });
  }
}

test('staff take an 8-cut bag order, fill three positions and settle their deposits; the advertiser sees its own', async ({
  page,
  request,
}) => {
  // Three uploads, three settlements and two sign-ins: longer than the default minute on this shared machine.
  test.setTimeout(240_000);
  const api = await adminApi(request);
  const product = `망원동 쇼핑백 ${unique()}`.slice(0, 30);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '쇼핑백 주문' }).first().click();
  await expect(page).toHaveURL(/\/admin\/od\/shopbag_order$/);
  await page.getByRole('button', { name: '신규 등록' }).click();

  // Designs come after registration.
  await expect(page.getByText('디자인은 쇼핑백 주문을 등록한 뒤 상세 화면에서 편집할 수 있습니다.')).toBeVisible();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('주문상품명을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('영업 담당자를 선택해주세요.')).toBeVisible();

  await page.getByLabel('주문상품명').fill(product);
  await expect(page.getByRole('combobox', { name: '유형' })).toHaveText('8컷');
  await choose(page, '영업 담당자', '김민준');
  await choose(page, '시·도', '서울특별시');
  await choose(page, '시·군·구', '마포구');
  await page.getByLabel('수량').fill('3000');
  await page.getByLabel('건수').fill('1');
  await page.getByRole('button', { name: '배포처 추가' }).click();
  const sellers = page.getByRole('dialog', { name: '배포처 선택' });
  await sellers.getByRole('row').nth(1).click();
  // The same distribution target twice is refused.
  await page.getByRole('button', { name: '배포처 추가' }).click();
  await sellers.getByRole('row').nth(1).click();
  await expect(page.getByRole('dialog').filter({ hasText: '이미 선택된 배포처입니다.' })).toBeVisible();
  await page.getByRole('dialog').filter({ hasText: '이미 선택된 배포처입니다.' }).getByRole('button').last().click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('배포처 1곳')).toBeVisible();

  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  const registered = page.getByText(/^쇼핑백 주문 S\d{4}-\d{4}[이가] 등록되었습니다\.$/);
  await expect(registered).toBeVisible();
  const orderNumber = /S\d{4}-\d{4}/.exec((await registered.textContent()) ?? '')![0];
  await expect(page).toHaveURL(/\/admin\/od\/shopbag_order\/\d+$/);

  const design = page.getByRole('region', { name: '디자인' });
  await expect(design.getByRole('listitem')).toHaveCount(8);
  // A draft without an advertiser is refused with a warning.
  const a2 = design.getByLabel('A2 위치');
  await a2
    .locator('input[aria-label="A2 시안 파일"]')
    .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: PNG });
  await a2.getByRole('button', { name: 'A2 저장' }).click();
  await expect(page.getByText('광고주 없이 첨부파일을 추가할 수 없습니다.')).toBeVisible();

  await fillPosition(page, 'A1', '한빛출판');
  await fillPosition(page, 'B1', '서울카페');
  await fillPosition(page, 'C1', '그린마트');
  await expect(design.getByText('38%')).toBeVisible();
  await expect(design.getByRole('progressbar', { name: '디자인 진행률' })).toHaveAttribute('aria-valuenow', '38');

  // Each advertiser pays for its cut: three entries in the deposit popup; the last one completes the order.
  await withDepositText(api, async () => {
    await page.getByRole('link', { name: '입금 관리', exact: true }).click();
    await page.getByRole('textbox', { name: '검색어' }).fill(orderNumber);
    await page.getByRole('textbox', { name: '검색어' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: `${orderNumber} 입금 확인` }).click();
    const popup = page.getByRole('dialog', { name: new RegExp(`입금 관리 · ${orderNumber}`) });
    await settlePaidInFull(page, popup, 'A1 · 한빛출판', '100,000');
    await settlePaidInFull(page, popup, 'B1 · 서울카페', '120,000');
    await settlePaidInFull(page, popup, 'C1 · 그린마트', '90,000');
    await expect(page.getByText(`${orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`)).toBeVisible();
    await popup.getByRole('button', { name: '닫기' }).last().click();
    await expect(row.getByRole('button', { name: `${orderNumber} 입금 완료` })).toBeVisible();

    // Each advertiser's 입금 완료 text waits in the outbox with what it was invoiced.
    const outbox = await api.get<{ content: { text: string; template: string }[] }>(
      `/api/sms/outbox?searchFilter=text&searchKeyword=${encodeURIComponent(product)}`,
    );
    expect(outbox.content.map((m) => m.text).sort()).toEqual([
      `그린마트님 ${product} 입금 90,000원 확인`,
      `서울카페님 ${product} 입금 120,000원 확인`,
      `한빛출판님 ${product} 입금 100,000원 확인`,
    ]);
  });

  // The advertiser signs in: its bag, its own draft, nobody else's name.
  await page.context().clearCookies();
  await signIn(page, 'hanbit', 'demo1234');
  await expect(page).toHaveURL(/\/customer\/main$/);
  await page.goto('/co/my_shopbag_work_order');
  await page.getByRole('row').filter({ hasText: product }).click();
  await expect(page).toHaveURL(/\/co\/my_shopbag_work_order\/\d+$/);
  await expect(page.getByRole('heading', { name: product })).toBeVisible();
  const mine = page.getByLabel('A1 위치');
  await expect(mine.getByText('내 광고')).toBeVisible();
  await expect(mine.getByRole('button', { name: /A1 시안 미리보기/ })).toBeVisible();
  await expect(page.getByLabel('B1 위치').getByText('다른 광고주')).toBeVisible();
  await expect(page.getByLabel('D2 위치').getByText('비어 있음')).toBeVisible();
  await expect(page.getByText('38%')).toBeVisible();
  await expect(page.locator('#main-content')).not.toContainText('서울카페');
  await expect(page.locator('#main-content')).not.toContainText('그린마트');
  await expect(page.getByRole('button', { name: /저장|삭제/ })).toHaveCount(0);
});

test('printing complete asks about positions without a draft; afterwards the design board takes only remarks', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  // A 4-cut bag with no printing (no paper), two positions sold without drafts.
  const demo = (await api.get<{ content: { id: number }[] }>('/api/admin/wk/shopbag_order?size=1')).content[0]!;
  const { employeeId } = await api.get<{ employeeId: number }>(`/api/admin/wk/shopbag_order/${demo.id}`);
  const buyers = (
    await api.get<{ content: { buyerId: number; buyerName: string }[] }>(
      '/api/admin/modal_select/buyer_modal?size=9999',
    )
  ).content;
  const buyerId = (name: string) => buyers.find((b) => b.buyerName === name)!.buyerId;
  const product = `인쇄 마감 쇼핑백 ${unique()}`.slice(0, 30);
  const bag = await api.post<{ id: number; orderNumber: string }>('/api/admin/wk/shopbag_order', {
    ...{ productName: product, shopbagType: 'FOUR', employeeId, parentCityCode: null, childCityCode: null },
    ...{ sellerIds: [], amount: 1000, numberCases: 1, deliveryDate: '2026-12-20' },
    printingList: [{ composition: 'COVER', printingType: 'NO_PRINT', noPrintRemark: '무지' }],
  });
  for (const [position, name] of [
    ['A1', '한빛출판'],
    ['B1', '서울카페'],
  ] as const)
    await api.post('/api/admin/wk/shopbag_order/buyer', {
      orderId: bag.id,
      position,
      buyerId: buyerId(name),
      remark: '',
    });

  await signInAsAdmin(page);
  await page.goto('/admin/wk/work_order');
  const search = async () => {
    await page.getByLabel('검색어').fill(bag.orderNumber);
    await page.getByLabel('검색어').press('Enter');
    return page.getByRole('row').filter({ hasText: bag.orderNumber });
  };
  const press = async (label: string) => {
    await (await search()).getByRole('button', { name: label, exact: true }).click();
    await page.getByRole('dialog', { name: label }).getByRole('button', { name: label, exact: true }).click();
  };
  await press('작업 시작');
  await expect(page.getByText('작업을 시작했습니다.')).toBeVisible();
  await page.getByRole('tab', { name: '부서별' }).click();
  // The search goes to the tab shown: wait for the switch, or a quick search lands on 접수 (seen on a busy machine).
  await expect(page.getByRole('tab', { name: '부서별' })).toHaveAttribute('aria-selected', 'true');
  await press('인쇄 완료');
  // The positions without a draft are named and the printing waits for the answer.
  const question = page.getByRole('dialog', { name: '인쇄 완료 확인' });
  await expect(question).toContainText('A1, B1 위치에 시안이 없습니다.');
  await question.getByRole('button', { name: '인쇄 완료', exact: true }).click();
  await expect(page.getByText('인쇄 작업이 완료되었습니다.')).toBeVisible();

  // The board is closed: no advertiser, draft or delete any more; a remark still saves.
  await page.goto(`/admin/od/shopbag_order/${bag.id}`);
  const design = page.getByRole('region', { name: '디자인' });
  // The detail reads the order, its spec and its board: slow on a busy machine.
  await expect(design.getByText('인쇄 완료: 비고만 수정할 수 있습니다.')).toBeVisible({ timeout: 30_000 });
  await expect(design.getByRole('button', { name: /광고주 선택|시안 첨부|삭제/ })).toHaveCount(0);
  const a1 = design.getByLabel('A1 위치');
  await a1.getByLabel('비고').fill('납품 후 메모');
  await a1.getByRole('button', { name: 'A1 저장' }).click();
  await expect(page.getByText('디자인이 저장되었습니다.').last()).toBeVisible();
  await expect(a1.getByLabel('비고')).toHaveValue('납품 후 메모');
});
