import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signInAsAdmin, unique } from './helpers';

/** Picks a category path in the item form's three-level picker (대분류 › 중분류 › 소분류). */
async function chooseCategory(page: Page, path: [string, string, string]) {
  const picker = page.getByRole('group', { name: '카테고리' });
  for (const [level, name] of [
    ['대분류', path[0]],
    ['중분류', path[1]],
    ['소분류', path[2]],
  ] as const) {
    await picker.getByRole('combobox', { name: level }).click();
    await page.getByRole('option', { name, exact: true }).click();
  }
}

/** Narrows the list with its category filter. */
async function filterByCategory(page: Page, path: string[]) {
  const filter = page.getByRole('group', { name: '카테고리 필터' });
  const levels = ['대분류', '중분류', '소분류'];
  for (const [i, name] of path.entries()) {
    await filter.getByRole('combobox', { name: levels[i] }).click();
    await page.getByRole('option', { name, exact: true }).click();
  }
}

test('admin registers an item in a level-3 category, finds it by category, prints its barcode, edits and deletes it', async ({
  page,
}) => {
  // A long journey through many screens and a popup.
  test.setTimeout(120_000);
  const suffix = unique().toUpperCase();
  const code = `ART150-${suffix}`;
  const name = `아트지 150g 국전 ${suffix}`;
  await signInAsAdmin(page);

  await page.getByRole('link', { name: '품목 관리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/pr\/item$/);
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/pr\/item\/new$/);

  // Saving without a category is stopped with a warning; letters in the price are refused at the field.
  await page.getByLabel('품목 코드').fill(code);
  await page.getByLabel('품목명').fill(name);
  await page.getByLabel('단가').fill('오만원');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '카테고리를 선택해주세요.' })).toBeVisible();
  // Said once, at the picker (not again in its breadcrumb and a snackbar).
  await expect(page.getByText('카테고리를 선택해주세요.')).toHaveCount(1);
  await expect(page.getByText('숫자만 입력해주세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pr\/item\/new$/);

  await chooseCategory(page, ['용지', '아트지', '150g']);
  await expect(page.getByRole('navigation', { name: '선택한 카테고리 경로' })).toHaveText('용지›아트지›150g');
  await page.getByLabel('규격').fill('636x939');
  await page.getByRole('combobox', { name: '단위' }).click();
  await page.getByRole('option', { name: '연', exact: true }).click();
  await page.getByLabel('단가').fill('52000');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${name} 품목이 등록되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pr\/item\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByLabel('품목 코드')).toHaveValue(code);
  await expect(page.getByLabel('품목 코드')).toBeDisabled();
  await expect(page.getByLabel('단가')).toHaveValue('52,000');

  // A second item with the same code is refused at the field.
  await page.goto('/admin/pr/item/new');
  await chooseCategory(page, ['용지', '아트지', '150g']);
  await page.getByLabel('품목 코드').fill(code);
  await page.getByLabel('품목명').fill('중복 코드 품목');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText('이미 사용 중인 품목 코드입니다.')).toBeVisible();
  // The unsaved form asks before leaving.
  await page.getByRole('button', { name: '취소', exact: true }).click();
  const leave = page.getByRole('dialog');
  await expect(leave).toContainText('페이지를 나가시겠습니까?');
  await leave.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/admin\/pr\/item$/);

  // The list under the level-3 category filter shows it with its path, price and stock.
  await filterByCategory(page, ['용지', '아트지', '150g']);
  await expect(page).toHaveURL(/itemCategoryId=\d+/);
  const table = page.getByRole('table', { name: '품목 목록' });
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('용지 › 아트지 › 150g');
  await expect(row).toContainText('52,000');
  await expect(row).toContainText('636x939');
  // Another level-3 category does not list it.
  await filterByCategory(page, ['용지', '아트지', '200g']);
  await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await filterByCategory(page, ['용지', '아트지', '150g']);
  await page.getByRole('combobox', { name: '검색 조건' }).click();
  await page.getByRole('option', { name: '품목 코드' }).click();
  await page.getByLabel('검색어').fill(code);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').filter({ hasText: code }).click();
  await expect(page).toHaveURL(detailUrl);

  // 바코드 출력 opens a 500 × 500 window with the Code-128 label; it asks the browser to print once.
  await page.context().addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '바코드 출력' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/admin\/pr\/item\/\d+\/barcode$/);
  const barcode = popup.getByRole('img', { name: `바코드 ${code}` });
  await expect(barcode).toBeVisible();
  await expect(barcode.locator('rect').nth(5)).toBeAttached();
  expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
  await expect(barcode.locator('text')).toHaveText(code);
  await expect(popup.getByText(name)).toBeVisible();
  await expect(popup.getByRole('link', { name: '품목 관리' })).toHaveCount(0);
  await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await popup.getByRole('button', { name: '인쇄' }).click();
  expect(await popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(2);
  const size = await popup.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
  expect(size.w).toBeLessThanOrEqual(500);
  await popup.close();

  // Edit, then back on the detail page.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel('단가').fill('53,500');
  await page.getByRole('checkbox', { name: '사용' }).uncheck();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page.getByText(`${name} 품목이 수정되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByLabel('단가')).toHaveValue('53,500');
  await expect(page.getByRole('checkbox', { name: '사용' })).not.toBeChecked();

  // The item has no stock history yet: it can be deleted, after confirming.
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('품목을 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText(`${name} 품목이 삭제되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pr\/item\?/);
  await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(0);
});
