import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { ADMIN, signIn, unique } from './helpers';

// Each test walks several dialogs, a download and an upload: more time than one save, on a busy machine too.
test.describe.configure({ timeout: 180_000 });

const GROUPS = '/api/admin/cm/auth_group';
const PASSWORD = 'staff-pass-2468';

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/main$/, { timeout: 30_000 });
}

/** The paper table's first key row (a demo paper with the price in force today). */
const firstPaperRow = (page: Page) => page.getByRole('table', { name: '용지 단가 목록' }).getByRole('row').nth(1);

test('admin adds, edits and deletes a future paper price, exports and imports the rate table', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '단가표' }).click();
  await expect(page).toHaveURL(/\/admin\/od\/rate/);
  await expect(page.getByRole('heading', { name: '단가표', level: 1 })).toBeVisible();

  // A new price for the first paper, from tomorrow (the dialog's default date).
  const row = firstPaperRow(page);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /새 단가$/ }).click();
  const dialog = page.getByRole('dialog', { name: /용지 새 단가/ });
  await expect(dialog.getByRole('combobox', { name: '용지 품목' })).toBeDisabled();
  const price = dialog.getByRole('textbox', { name: '용지 가격' });
  await price.fill('abc');
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog.getByText('0 이상의 정수(원)로 입력해주세요.')).toBeVisible();
  await price.fill('98765');
  await expect(price).toHaveValue('98,765');
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('용지 단가를 추가했습니다.')).toBeVisible();

  // It shows as 예정 on its row; the chip opens it for a change.
  const planned = row.getByRole('button', { name: /예정 단가 수정$/ });
  await expect(planned).toContainText('예정');
  await expect(planned).toContainText('98,765원/연');
  await planned.click();
  const edit = page.getByRole('dialog', { name: '용지 예정 단가 수정' });
  await edit.getByRole('textbox', { name: '용지 가격' }).fill('99000');
  await edit.getByRole('button', { name: '수정', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('button', { name: /예정 단가 수정$/ })).toContainText('99,000원/연');

  // The history dialog lists it under 예정; then it is deleted.
  await row.getByRole('button', { name: /단가 이력$/ }).click();
  const history = page.getByRole('dialog', { name: /단가 이력/ });
  await expect(history.getByRole('heading', { name: '예정' })).toBeVisible();
  await history.getByRole('button', { name: /예정 단가 수정$/ }).click();
  const again = page.getByRole('dialog', { name: '용지 예정 단가 수정' });
  await again.getByRole('button', { name: '이 예정 단가 삭제' }).click();
  await page.getByRole('dialog', { name: '예정 단가 삭제' }).getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText('용지 단가를 삭제했습니다.')).toBeVisible();
  await expect(row.getByRole('button', { name: /예정 단가 수정$/ })).toHaveCount(0);

  // 엑셀 내려받기: a workbook with a sheet per kind.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: '엑셀 내려받기' }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(1000);
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(exported.getWorksheet('용지')!.rowCount).toBeGreaterThan(1);

  // 엑셀 올리기 with a wrong row: refused, the Korean report names the sheet, the row and the column.
  const wrong = new ExcelJS.Workbook();
  const cut = wrong.addWorksheet('절수');
  cut.addRow(['전지(GUK/SAYUK/CUSTOM)', '완성 규격', '절수(개)']);
  cut.addRow(['GUK', `E${unique()}`.slice(0, 20), 4]);
  cut.addRow(['GUK', 'A5', '만원']);
  await page.getByRole('button', { name: '엑셀 올리기' }).click();
  const upload = page.getByRole('dialog', { name: '단가표 엑셀 올리기' });
  // The start day is the form kit's date field (year, month and day sections), tomorrow unless changed.
  await expect(
    upload.getByRole('group', { name: /적용 시작일/ }).getByRole('spinbutton', { name: '년' }),
  ).toBeVisible();
  await upload.locator('input[type=file]').setInputFiles({
    name: 'rates.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await wrong.xlsx.writeBuffer()),
  });
  await upload.getByRole('button', { name: '올리기' }).click();
  await expect(upload.getByRole('alert')).toContainText('아무것도 저장하지 않았습니다');
  await expect(upload.getByRole('list', { name: '잘못된 행' })).toContainText(
    '절수 3행 · 절수(개): 1 이상의 정수로 입력해주세요.',
  );
  await upload.getByRole('button', { name: '취소' }).click();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('rows are cards and the dialog fills the screen', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/od/rate?tab=paper');
    const cards = page.getByRole('list', { name: '용지 단가 목록' });
    await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: '용지 단가 목록' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '용지 단가 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '용지 단가 추가' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(box.height).toBeGreaterThanOrEqual(843);
  });
});

test('an employee who may only read orders sees the rates but no add, change or import', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const { data: session } = await (await page.request.post('/api/authentication/check_logged_in')).json();
  const headers = { 'x-csrf-token': session.csrf as string };
  const post = async (path: string, body: unknown) => {
    const res = await page.request.post(path, { headers, data: body });
    expect(res.ok(), `${path} → ${res.status()} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const tag = unique();
  const department = await post('/api/department', { name: `단가조회부${tag}` });
  const username = `rr${tag}`;
  const created = await page.request.post('/api/employee', {
    headers,
    multipart: {
      username,
      password: PASSWORD,
      password2: PASSWORD,
      name: `단가조회${tag}`,
      departmentId: String(department.id),
      positionId: '1',
      tel: '010-0000-0000',
    },
  });
  expect(created.status()).toBe(201);
  const employee = (await created.json()).data as { id: number };
  const group = await post(GROUPS, { name: `주문조회${tag}` });
  const authorities: { id: number; name: string }[] = (await (await page.request.get(`${GROUPS}/authorities`)).json())
    .data;
  const orderRead = authorities.find((a) => a.name === 'ORDER_READ')!.id;
  await post(`${GROUPS}/authority`, { authGroupId: group.id, authorityId: orderRead });
  await post(`${GROUPS}/in_other`, { authGroupId: group.id, targetType: 'employee', targetId: employee.id });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, username, PASSWORD);
  await expect(staff).toHaveURL(/\/admin\/main$/, { timeout: 30_000 });
  await staff.goto('/admin/od/rate?tab=paper');
  await expect(firstPaperRow(staff)).toBeVisible({ timeout: 30_000 });
  await expect(staff.getByRole('link', { name: '엑셀 내려받기' })).toBeVisible();
  await expect(staff.getByRole('button', { name: '엑셀 올리기' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /단가 추가$/ })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /새 단가$/ })).toHaveCount(0);
  // The history is there to read, with nothing to change in it.
  await firstPaperRow(staff)
    .getByRole('button', { name: /단가 이력$/ })
    .click();
  const history = staff.getByRole('dialog', { name: /단가 이력/ });
  await expect(history).toBeVisible();
  await expect(history.getByRole('button', { name: /수정$/ })).toHaveCount(0);
  await staffContext.close();
});
