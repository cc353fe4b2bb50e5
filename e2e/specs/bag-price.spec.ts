import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmSave, signInAsAdmin, unique } from './helpers';
import { adminApi } from './orders-fixture';

/** Where the screenshots of this spec go when SHOTS_DIR is set (the reviewer's look at the screens). */
const shots = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/h1-${name}.png`, fullPage: false });
};

const won = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

/** The live (or stored) 합계 the panel shows, as a number; waits until the panel has one. */
async function totalOf(page: Page) {
  const total = page.getByTestId('estimate-total');
  await expect(total).toHaveText(/[0-9,]+원/);
  return won(await total.textContent());
}

/** Waits until the panel's 합계 is no longer `before`, and answers the new one. */
async function changedTotal(page: Page, before: number) {
  await expect.poll(async () => won(await page.getByTestId('estimate-total').textContent())).not.toBe(before);
  return totalOf(page);
}

/** Picks `name` in the select labelled `label` (MUI's listbox). */
async function choose(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Chooses a paper for the entry's first paper line by typing its name. */
async function pickPaper(page: Page, entry: Locator, name: string) {
  if ((await entry.getByRole('combobox', { name: '용지' }).count()) === 0)
    await entry.getByRole('button', { name: '용지 추가' }).click();
  const picker = entry.getByRole('combobox', { name: '용지' });
  await picker.fill(name);
  await page.getByRole('listbox', { name: '용지' }).getByRole('option').first().click();
}

/** Gives a position its advertiser (no draft yet) and saves it. */
async function fillPosition(page: Page, position: string, advertiser: string) {
  const slot = page.getByRole('region', { name: '디자인' }).getByLabel(`${position} 위치`);
  await slot.getByRole('button', { name: `${position} 광고주 선택` }).click();
  const picker = page.getByRole('dialog', { name: `${position} 광고주 선택` });
  await picker.getByRole('row').filter({ hasText: advertiser }).first().click();
  await expect(picker).toBeHidden();
  await slot.getByRole('button', { name: `${position} 저장` }).click();
  await expect(page.getByText('디자인이 저장되었습니다.').last()).toBeVisible();
}

test('staff price a bag order live, save it, confirm a price-changing edit, adjust it; the advertisers’ entries split the total', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi(request);
  const product = `가격 쇼핑백 ${unique()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/od/shopbag_order/new');
  await page.getByLabel('주문상품명').fill(product);
  await choose(page, '영업 담당자', '김민준');
  await choose(page, '시·도', '서울특별시');
  await choose(page, '시·군·구', '마포구');
  await page.getByLabel('수량').first().fill('3000');
  await page.getByLabel('건수').fill('1');
  await page.getByRole('button', { name: '배포처 추가' }).click();
  await page.getByRole('dialog', { name: '배포처 선택' }).getByRole('row').nth(1).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('배포처 1곳')).toBeVisible();

  // The bag's print: 4/4 on a demo paper, 16절, A4 finished size.
  const cover = page.getByRole('region', { name: '표지 인쇄 정보' });
  await cover.getByLabel('도수').fill('4/4');
  await cover.getByLabel('절수').fill('16절');
  await page.getByLabel('완성 사이즈').fill('A4');
  await pickPaper(page, cover, '아트지 150');

  // The estimate follows the quantity and the cut type, computed in the browser.
  const panel = page.getByRole('region', { name: '예상 금액 · 부가세 포함' });
  await expect(panel).toBeVisible();
  const first = await totalOf(page);
  expect(first).toBeGreaterThan(0);
  await expect(panel.getByText('단가표에 없는 항목')).toHaveCount(0);
  await page.getByLabel('수량').first().fill('5000');
  const more = await changedTotal(page, first);
  expect(more).toBeGreaterThan(first);
  await choose(page, '유형', '12컷');
  const twelve = await changedTotal(page, more);
  await choose(page, '유형', '8컷');
  expect(await changedTotal(page, twelve)).toBe(more);
  await panel.getByRole('button', { name: /계산 내역/ }).click();
  await expect(panel.getByText(/쇼핑백/).first()).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'bag-form-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'bag-form-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  const registered = page.getByText(/^쇼핑백 주문 S\d{4}-\d{4}[이가] 등록되었습니다\.$/);
  await expect(registered).toBeVisible();
  const orderNumber = /S\d{4}-\d{4}/.exec((await registered.textContent()) ?? '')![0];
  await expect(page).toHaveURL(/\/admin\/od\/shopbag_order\/\d+$/);
  const recordUrl = page.url();

  // The record shows the stored price: the total the form showed, version 1.
  await expect(page.getByRole('region', { name: /청구 금액/ })).toBeVisible({ timeout: 20_000 });
  expect(await totalOf(page)).toBe(more);
  await expect(page.getByTestId('price-version')).toContainText('1차 · 주문 등록');

  // Two advertisers: the total is split over their entries, the remainder won to the first.
  await fillPosition(page, 'A1', '한빛출판');
  await fillPosition(page, 'B1', '서울카페');
  type Listed = { content: { orderDepositBuyerList: { issuedPrice: number }[] }[] };
  const issued = async () =>
    (
      await api.get<Listed>(`/api/od/order_for_deposit?searchFilter=orderNumber&searchKeyword=${orderNumber}`)
    ).content[0]!.orderDepositBuyerList.map((e) => e.issuedPrice).sort((a, b) => b - a);
  const half = (total: number) => [Math.ceil(total / 2), Math.floor(total / 2)];
  await expect.poll(issued).toEqual(half(more));

  // A price-changing edit asks first, with the old, the new and the difference.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel('수량').first().fill('4000');
  const fewer = await changedTotal(page, more);
  await expect(page.getByTestId('estimate-saved')).toContainText('저장된 금액');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  const dialog = page.getByRole('dialog', { name: '금액 변경 확인' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`−${(more - fewer).toLocaleString('en-US')}원`);
  await dialog.getByRole('button', { name: '이 금액으로 저장' }).click();
  await expect(page).toHaveURL(recordUrl);
  expect(await totalOf(page)).toBe(fewer);
  await expect(page.getByTestId('price-version')).toContainText('2차 · 수정 재계산');
  await expect.poll(issued).toEqual(half(fewer));

  // 금액 조정 on the record page: a reason is required; the entries follow the new total.
  await page.getByRole('button', { name: '금액 조정', exact: true }).click();
  const adjust = page.getByRole('dialog', { name: '금액 조정' });
  await adjust.getByLabel('조정 공급가액').fill('500000');
  await expect(adjust.getByLabel('조정 공급가액')).toHaveValue('500,000');
  await expect(adjust).toContainText('새 합계 550,000원');
  await adjust.getByRole('button', { name: '조정 저장' }).click();
  await expect(adjust.getByText('금액을 조정하는 사유를 입력해주세요. (예: 단골 할인, 특가)')).toBeVisible();
  await adjust.getByLabel('조정 사유').fill('광고주 묶음 특가');
  await adjust.getByRole('button', { name: '조정 저장' }).click();
  await expect(adjust).toBeHidden();
  await expect(page.getByText(`주문 ${orderNumber}의 금액을 저장했습니다.`)).toBeVisible();
  expect(await totalOf(page)).toBe(550_000);
  await expect(page.getByTestId('price-version')).toContainText('3차 · 금액 조정');
  await expect.poll(issued).toEqual([275_000, 275_000]);

  // The history, folded until asked for: three versions, newest first, each with its difference.
  const history = page.getByRole('region', { name: '금액 이력' });
  await expect(history.getByTestId('price-history-row')).toHaveCount(0);
  await history.getByRole('button', { name: /금액 이력 3건 보기/ }).click();
  const rows = history.getByTestId('price-history-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('3차 · 금액 조정');
  await expect(rows.nth(0)).toContainText('사유: 광고주 묶음 특가');
  await expect(rows.nth(0)).toContainText(`−${(fewer - 550_000).toLocaleString('en-US')}원`);
  await expect(rows.nth(1)).toContainText('2차 · 수정 재계산');
  await expect(rows.nth(2)).toContainText('1차 · 주문 등록');
  await history.scrollIntoViewIfNeeded();
  await shoot(page, 'bag-record-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await history.scrollIntoViewIfNeeded();
  await shoot(page, 'bag-record-390');

  // A stale version (another staff member adjusted meanwhile) gets the Korean alert and the page reads again.
  await page.getByRole('button', { name: '금액 조정', exact: true }).click();
  await shoot(page, 'bag-adjust-390');
  await api.put(`/api/admin/wk/shopbag_order/${/(\d+)$/.exec(recordUrl)![1]}/price`, {
    priceOverride: { supply: 400_000, reason: '다른 직원 조정' },
    version: 3,
  });
  await adjust.getByLabel('조정 공급가액').fill('450000');
  await adjust.getByLabel('조정 사유').fill('늦은 조정');
  await adjust.getByRole('button', { name: '조정 저장' }).click();
  await expect(
    page.getByText('다른 사용자가 먼저 이 주문의 금액을 바꿨습니다. 새로 고친 뒤 다시 시도해 주세요.'),
  ).toBeVisible();
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect.poll(() => totalOf(page)).toBe(440_000);
  await expect(page.getByTestId('price-version')).toContainText('4차 · 금액 조정');

  // Back to the computed price.
  await page.getByRole('button', { name: '금액 조정', exact: true }).click();
  await adjust.getByRole('button', { name: '계산 금액으로 되돌리기' }).click();
  await page.getByRole('dialog', { name: '계산 금액으로 되돌리기' }).getByRole('button', { name: '되돌리기' }).click();
  await expect.poll(() => totalOf(page)).toBe(fewer);
  await expect.poll(issued).toEqual(half(fewer));
});
