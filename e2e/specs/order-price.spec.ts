import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmSave, signInAsAdmin, unique } from './helpers';

/** Where the screenshots of this spec go when SHOTS_DIR is set (the reviewer's look at the screens). */
const shots = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/h3-${name}.png`, fullPage: false });
};

/** Chooses a paper for the entry's first paper line by typing its name. */
async function pickPaper(page: Page, entry: Locator, name: string) {
  if ((await entry.getByRole('combobox', { name: '용지' }).count()) === 0)
    await entry.getByRole('button', { name: '용지 추가' }).click();
  const picker = entry.getByRole('combobox', { name: '용지' });
  await picker.fill(name);
  await page.getByRole('listbox', { name: '용지' }).getByRole('option').first().click();
}

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

test('staff see the estimate follow the spec, save it, confirm a new price and override it with a reason', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const product = `가격 확인 전단 ${unique()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/od/order/new');
  await page.getByLabel('주문상품명').fill(product);
  await page.getByRole('button', { name: '고객사 선택' }).click();
  const buyers = page.getByRole('dialog', { name: '고객사 선택' });
  await buyers.getByRole('row').filter({ hasText: '한빛출판' }).click();
  await expect(buyers).toBeHidden();
  await page.getByLabel('수량').first().fill('1000');
  await page.getByLabel('건수').fill('1');

  const cover = page.getByRole('region', { name: '표지 인쇄 정보' });
  await cover.getByLabel('도수').fill('4/4');
  await cover.getByLabel('절수').fill('16절');
  await page.getByLabel('완성 사이즈').fill('A4');
  await pickPaper(page, cover, '아트지 150');

  // The estimate is computed in the browser as the spec is typed: 1,000 → 2,000 copies, then another paper.
  const panel = page.getByRole('region', { name: '예상 금액 · 부가세 포함' });
  await expect(panel).toBeVisible();
  const first = await totalOf(page);
  expect(first).toBeGreaterThan(0);
  await expect(panel.getByText('단가표에 없는 항목')).toHaveCount(0);
  await page.getByLabel('수량').first().fill('2000');
  const doubled = await changedTotal(page, first);
  expect(doubled).toBeGreaterThan(first);
  await pickPaper(page, cover, '모조지 80');
  const otherPaper = await changedTotal(page, doubled);
  await panel.getByRole('button', { name: /계산 내역/ }).click();
  await expect(panel.getByText(/용지/).first()).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'form-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'form-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page).toHaveURL(/\/admin\/od\/order\/\d+$/);

  // The record shows the stored price: the same total the form showed.
  const stored = page.getByRole('region', { name: /청구 금액/ });
  await expect(stored).toBeVisible({ timeout: 20_000 });
  expect(await totalOf(page)).toBe(otherPaper);
  await expect(page.getByTestId('price-version')).toContainText('1차 · 주문 등록');

  // Edit the quantity: the new price is asked for with the old, the new and the difference.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel('수량').first().fill('3000');
  const bigger = await changedTotal(page, otherPaper);
  await expect(page.getByTestId('estimate-saved')).toContainText('저장된 금액');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  const dialog = page.getByRole('dialog', { name: '금액 변경 확인' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('저장된 금액')).toBeVisible();
  await expect(dialog.getByText('차액')).toBeVisible();
  await expect(dialog).toContainText(`+${(bigger - otherPaper).toLocaleString('en-US')}원`);
  await shoot(page, 'confirm-1280');
  await dialog.getByRole('button', { name: '이 금액으로 저장' }).click();
  await expect(page).toHaveURL(/\/admin\/od\/order\/\d+$/);
  expect(await totalOf(page)).toBe(bigger);
  await expect(page.getByTestId('price-version')).toContainText('2차 · 수정 재계산');

  // Override the 공급가액 with a reason: VAT follows; the computed price stays beside it.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await page.getByLabel('금액 조정').check();
  await page.getByLabel('조정 공급가액(원)').fill('100000');
  // Without a reason the form answers at the field, before anything is asked or sent.
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(
    page.getByText('금액을 조정하는 사유를 입력해주세요. (예: 단골 할인, 특가)', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('조정 사유').fill('단골 할인');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page.getByRole('dialog', { name: '금액 변경 확인' })).toContainText('110,000원');
  await page.getByRole('button', { name: '이 금액으로 저장' }).click();
  await expect(page).toHaveURL(/\/admin\/od\/order\/\d+$/);
  expect(await totalOf(page)).toBe(110_000);
  await expect(page.getByText('사유: 단골 할인')).toBeVisible();
  await expect(page.getByText(`계산 금액 ${bigger.toLocaleString('en-US')}원 → 청구 금액 110,000원`)).toBeVisible();
  await page
    .getByRole('region', { name: /청구 금액/ })
    .getByRole('button', { name: /계산 내역/ })
    .click();
  await shoot(page, 'record-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: /청구 금액/ }).scrollIntoViewIfNeeded();
  await shoot(page, 'record-390');
});
