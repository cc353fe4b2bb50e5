import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signInAsAdmin } from './helpers';

// Issue 9 point 4: an item is found by typing (name, code or 초성), not by three category levels then a list.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface SelectableItem {
  name: string;
  itemCode: string;
  itemCategoryName: string;
}

/** The demo seed's 아트지 papers in the order the picker lists them (by name), read as the picker reads them. */
async function artPapers(page: Page) {
  const res = await page.request.get('/api/admin/modal_select/item_modal', {
    params: { size: 9999, sort: 'name,asc' },
  });
  expect(res.status()).toBe(200);
  const items = (await res.json()).data.content as SelectableItem[];
  const art = items.filter((i) => i.name.startsWith('아트지'));
  expect(art.length, 'the demo seed has items named 아트지').toBeGreaterThan(1);
  return art;
}

const results = (page: Page) => page.getByRole('listbox', { name: '품목' }).getByRole('option');
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /검색 결과|품목 \d/ });

test('a purchase order picks 아트지 by typing ㅇㅌㅈ, by keyboard, and saves it', async ({ page }) => {
  await signInAsAdmin(page);
  const art = await artPapers(page);
  await page.goto('/admin/wk/purchase_order/new');
  await page.getByRole('combobox', { name: '매입처' }).click();
  await page.getByRole('option', { name: '대한제지', exact: true }).click();

  const picker = page.getByRole('combobox', { name: '품목' });
  // No category first: typing the initial consonants finds the papers at once.
  await picker.pressSequentially('ㅇㅌㅈ');
  await expect(resultCount(page)).toHaveText(/^검색 결과 \d+건/);
  await expect(results(page).first()).toContainText(art[0]!.name);
  for (const text of await results(page).allInnerTexts()) expect(text).toContain('아트지');
  // Each result shows its code, category path and stock with the unit, and nothing sticks out at 390 px.
  await expect(results(page).first()).toContainText(
    `${art[0]!.itemCode} · ${art[0]!.itemCategoryName.replaceAll(' > ', ' › ')}`,
  );
  await expect(results(page).first()).toContainText(/재고 [\d,]+연/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Mixed syllables and initials, and codes in any case, narrow the same list.
  await picker.fill('아ㅌ');
  await expect(results(page).first()).toContainText(art[0]!.name);
  await picker.fill(art[1]!.itemCode.toLowerCase());
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText(art[1]!.name);

  // The category path narrows the search: under 용지 › 모조지 there is no 아트지.
  await picker.fill('');
  await page.getByRole('group', { name: '카테고리로 좁히기' }).getByRole('combobox', { name: '대분류' }).click();
  await page.getByRole('option', { name: '용지', exact: true }).click();
  await page.getByRole('combobox', { name: '중분류' }).click();
  await page.getByRole('option', { name: '모조지', exact: true }).click();
  await picker.pressSequentially('ㅇㅌㅈ');
  await expect(page.getByText("'ㅇㅌㅈ'에 맞는 품목이 없습니다. 카테고리 필터를 넓혀 보세요.")).toBeVisible();
  await picker.press('Escape');
  await page.getByRole('combobox', { name: '대분류' }).click();
  await page.getByRole('option', { name: '전체' }).click();

  // Arrow keys move through the results and Enter picks.
  await picker.fill('');
  await picker.pressSequentially('ㅇㅌㅈ');
  await expect(results(page).first()).toContainText(art[0]!.name);
  await picker.press('ArrowDown');
  await picker.press('ArrowUp');
  await picker.press('Enter');
  await expect(picker).toHaveValue(art[0]!.name);
  await expect(page.getByText(new RegExp(`^${art[0]!.itemCode} · 용지 › 아트지 › .+ · 재고 [\\d,]+연$`))).toBeVisible();

  await page.getByLabel('수량').fill('12');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${art[0]!.name} 발주가 등록되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/wk\/purchase_order\/\d+$/);
  // Read mode shows the item with its code and path, and no filter to change.
  await expect(page.getByRole('combobox', { name: '품목' })).toHaveValue(art[0]!.name);
  await expect(page.getByRole('combobox', { name: '품목' })).toBeDisabled();
  await expect(page.getByText(new RegExp(`^${art[0]!.itemCode} · 용지 › 아트지`))).toBeVisible();
  await expect(page.getByRole('group', { name: '카테고리로 좁히기' })).toHaveCount(0);
});

test('the inspection form picks several items with the same typed picker', async ({ page }) => {
  await signInAsAdmin(page);
  const art = await artPapers(page);
  const name = `초성 검색 검수 ${Date.now().toString(36)}`;
  await page.goto('/admin/wk/inspection/new');
  await page.getByLabel('검수명').fill(name);

  const picker = page.getByRole('combobox', { name: '품목' });
  await picker.pressSequentially('ㅇㅌㅈ');
  await expect(results(page).first()).toContainText(art[0]!.name);
  await picker.press('Enter');
  await picker.pressSequentially('ink-ofs-k');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText('옵셋 잉크 먹 1kg');
  await expect(results(page)).toContainText('재고');
  await picker.press('Enter');
  await expect(page.getByRole('button', { name: art[0]!.name })).toBeVisible();
  await expect(page.getByRole('button', { name: '옵셋 잉크 먹 1kg' })).toBeVisible();

  await page.getByLabel('검수 수량').fill('100');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText('검수가 등록되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/wk\/inspection\/\d+$/);
  await expect(page.getByText(art[0]!.name, { exact: true })).toBeVisible();
  await expect(page.getByText('옵셋 잉크 먹 1kg', { exact: true })).toBeVisible();
});
