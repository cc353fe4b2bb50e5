import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, unique } from './helpers';

interface Category {
  id: number;
  code: string;
}

/** Two fresh items in the demo's 용지 › 아트지 › 150g, made through the API with the signed-in session. */
async function seedTwoItems(page: Page, suffix: string) {
  const { data: session } = await (await page.request.post('/api/authentication/check_logged_in')).json();
  const { data: categories } = (await (await page.request.get('/api/item_category_list')).json()) as {
    data: Category[];
  };
  const art150 = categories.find((c) => c.code === 'P-ART-150');
  expect(art150, 'the demo category 용지 › 아트지 › 150g').toBeTruthy();
  const names = [`검수용 아트지 A${suffix}`, `검수용 아트지 B${suffix}`] as const;
  for (const [i, name] of names.entries()) {
    const res = await page.request.post('/api/item', {
      headers: { 'x-csrf-token': session.csrf },
      data: { itemCode: `INSP-${suffix}-${i}`, name, itemPrice: 100, itemCategoryId: art150!.id },
    });
    expect(res.status()).toBe(201);
  }
  return names;
}

const dialog = (page: Page) => page.getByRole('dialog');

test('admin registers an inspection of two items, marks it complete and cancels that', async ({ page }) => {
  test.setTimeout(90_000);
  const suffix = unique();
  const name = `리플렛 검수 ${suffix}`;
  await signInAsAdmin(page);
  const [itemA, itemB] = await seedTwoItems(page, suffix);

  await page.getByRole('link', { name: '검수 관리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/wk\/inspection$/);
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/wk\/inspection\/new$/);
  // The worker defaults to the signed-in employee; quantities start at 0 and both dates today.
  await expect(page.getByLabel('작업자')).toHaveValue('관리자');
  await expect(page.getByLabel('검수 수량')).toHaveValue('0');

  // An incomplete form shows its errors without asking anything.
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('검수명을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('품목을 선택해주세요.')).toBeVisible();
  await expect(page.getByText('검수 수량은 1 이상 입력해주세요.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByLabel('검수명').fill(name);
  const picker = page.getByRole('group', { name: '카테고리' });
  for (const [level, option] of [
    ['대분류', '용지'],
    ['중분류', '아트지'],
    ['소분류', '150g'],
  ] as const) {
    await picker.getByRole('combobox', { name: level }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  const items = page.getByRole('combobox', { name: '품목' });
  for (const item of [itemA, itemB]) {
    await items.click();
    await page.getByRole('option', { name: new RegExp(item) }).click();
  }
  await expect(page.getByRole('button', { name: itemA })).toBeVisible();
  await expect(page.getByRole('button', { name: itemB })).toBeVisible();

  await page.getByLabel('검수 수량').fill('1,000');
  await page.getByLabel('불량 수량').fill('1200');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('불량 수량은 검수 수량보다 클 수 없습니다.')).toBeVisible();
  await page.getByLabel('불량 수량').fill('12');
  await expect(page.getByText('불량 수량은 검수 수량보다 클 수 없습니다.')).toHaveCount(0);

  // Declining the confirmation keeps the form as it is.
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(dialog(page)).toContainText('검수를 등록하시겠습니까?');
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/admin\/wk\/inspection\/new$/);
  await expect(page.getByLabel('검수명')).toHaveValue(name);

  await page.getByRole('button', { name: '등록', exact: true }).click();
  await dialog(page).getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('검수가 등록되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/wk\/inspection\/\d+$/);
  await expect(page.getByRole('heading', { name: '검수 상세' })).toBeVisible();
  await expect(page.getByText('검수중', { exact: true })).toBeVisible();
  await expect(page.getByLabel('검수 수량')).toHaveValue('1,000');
  await expect(page.getByLabel('검수명')).toBeDisabled();

  // Mark complete, after a confirmation.
  await page.getByRole('button', { name: '검수 완료 처리' }).click();
  await expect(dialog(page)).toContainText('검수를 완료 처리하시겠습니까?');
  await dialog(page).getByRole('button', { name: '검수 완료 처리' }).click();
  await expect(page.getByText('검수가 완료 처리되었습니다.')).toBeVisible();
  await expect(page.getByText('검수완료', { exact: true })).toBeVisible();

  // The list shows it complete, with its first item and how many more.
  await page.getByRole('button', { name: '목록' }).click();
  await expect(page).toHaveURL(/\/admin\/wk\/inspection$/);
  await page.getByRole('textbox', { name: '검색어' }).fill(name);
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${itemA} 외 1건`);
  await expect(row).toContainText('검수완료');
  await expect(row).toContainText('1,000');

  // Completed, it is locked: no 수정 or 삭제, the reason said, and /edit shows it read-only.
  await row.click();
  await expect(page.getByText('완료된 검수입니다. 고치려면 먼저 완료 취소를 해주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
  await page.goto(`${page.url()}/edit`);
  await expect(page.getByLabel('검수명')).toBeDisabled();
  await expect(page.getByRole('button', { name: '저장', exact: true })).toHaveCount(0);

  // 완료 취소 reopens it, and says who cancelled when.
  await page.getByRole('button', { name: '완료 취소', exact: true }).click();
  await expect(dialog(page)).toContainText('검수 완료를 취소하시겠습니까?');
  await dialog(page).getByRole('button', { name: '완료 취소', exact: true }).click();
  await expect(page.getByText('검수 완료가 취소되었습니다.')).toBeVisible();
  await page.goto(page.url().replace(/\/edit$/, ''));
  await expect(page.getByText('검수중', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '검수 완료 처리' })).toBeVisible();

  // Edit asks before saving too.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel('불량 수량').fill('3');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(dialog(page)).toContainText('검수를 수정하시겠습니까?');
  await dialog(page).getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('검수가 수정되었습니다.')).toBeVisible();
  await expect(page.getByLabel('불량 수량')).toHaveValue('3');
  await expect(page.getByText('검수중', { exact: true })).toBeVisible();
});
