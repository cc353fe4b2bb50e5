import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signInAsAdmin, unique } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const processNames = async (page: Page) =>
  (await page.getByRole('table', { name: '공정 목록' }).getByRole('row').allInnerTexts())
    .slice(1)
    .map((r) => r.split('\t')[1]?.trim() ?? '');

test('admin adds a process, moves it up, sees the alert at the top, renames and deletes it', async ({ page }) => {
  const name = `검수${unique()}`;
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '공정 순서' }).first().click();
  await expect(page).toHaveURL(/\/admin\/pr\/process$/);
  const table = page.getByRole('table', { name: '공정 목록' });
  await expect(table.getByRole('row')).not.toHaveCount(1);

  await page.getByRole('button', { name: '공정 추가' }).click();
  // The record form in a dialog: 취소 is text, as in every dialog (outlined on a page, codes-categories).
  await expect(dialog(page).getByRole('button', { name: '취소', exact: true })).toHaveClass(/MuiButton-text/);
  await dialog(page).getByRole('button', { name: '등록', exact: true }).click();
  await expect(dialog(page)).toContainText('공정명을 입력해주세요.');
  await dialog(page).getByLabel('공정명').fill(name);
  await dialog(page).getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText(`${name} 공정이 추가되었습니다.`)).toBeVisible();

  // A new process goes last; the last one cannot move down.
  let names = await processNames(page);
  expect(names.at(-1)).toBe(name);
  const count = names.length;
  await page.getByRole('button', { name: `${name} 아래로 이동` }).click();
  await expect(dialog(page)).toContainText('변경할 공정이 없습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();

  // Moving up swaps it with the one before, and the list shows the new order.
  const before = names[count - 2]!;
  await page.getByRole('button', { name: `${name} 위로 이동` }).click();
  await expect(table.getByRole('row').nth(count - 1)).toContainText(name);
  names = await processNames(page);
  expect(names.slice(-2)).toEqual([name, before]);
  await expect(table.getByRole('row').nth(count - 1)).toContainText(String(count - 1));

  // The first process cannot move up.
  await page.getByRole('button', { name: `${names[0]} 위로 이동` }).click();
  await expect(dialog(page)).toContainText('변경할 공정이 없습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  expect(await processNames(page)).toEqual(names);

  // The order is the server's: it holds after a reload.
  await page.reload();
  await expect(table.getByRole('row').nth(count - 1)).toContainText(name);

  await page.getByRole('button', { name: `${name} 이름 변경` }).click();
  await dialog(page).getByLabel('공정명').fill(`${name}-2`);
  await dialog(page).getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText(`${name}-2 공정이 수정되었습니다.`)).toBeVisible();

  await page.getByRole('button', { name: `${name}-2 삭제` }).click();
  await expect(dialog(page)).toContainText('공정을 삭제하시겠습니까?');
  await dialog(page).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText(`${name}-2 공정이 삭제되었습니다.`)).toBeVisible();
  await expect(table).not.toContainText(`${name}-2`);
  names = await processNames(page);
  expect(names.at(-1)).toBe(before);
  expect(names).toHaveLength(count - 1);
});

test('admin adds, edits and deletes an item option of each type', async ({ page }) => {
  const name = `옵션${unique()}`.slice(0, 12);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '품목 옵션' }).first().click();
  await expect(page).toHaveURL(/\/admin\/pr\/item_option$/);
  const table = page.getByRole('table', { name: '옵션 목록' });
  await expect(page.getByRole('button', { name: '후가공' })).toHaveAttribute('aria-pressed', 'true');

  // Nothing selected: only 추가 is offered.
  await expect(page.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await page.getByLabel('옵션명').fill('가'.repeat(15));
  await expect(page.getByLabel('옵션명')).toHaveValue('가'.repeat(15));
  await page.getByLabel('옵션명').fill('');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('옵션명을 입력해주세요.')).toBeVisible();
  // 취소 goes back to READ.
  await page.getByRole('button', { name: '취소', exact: true }).click();
  await expect(page.getByRole('button', { name: '추가', exact: true })).toBeVisible();

  await page.getByRole('button', { name: '추가', exact: true }).click();
  await page.getByLabel('옵션명').fill(name);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${name} 옵션이 등록되었습니다.`)).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('후가공');
  await expect(page.getByLabel('옵션 코드')).toHaveValue(/^PP-\d{3}$/);

  // Selected: 삭제 and 수정. Move it to 접지/제본 under a new name.
  await row.click();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await page.getByRole('combobox', { name: '옵션 종류' }).click();
  await page.getByRole('option', { name: '접지/제본' }).click();
  await page.getByLabel('옵션명').fill(`${name}접지`);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page.getByText(`${name}접지 옵션이 수정되었습니다.`)).toBeVisible();
  await expect(page.getByRole('button', { name: '접지/제본' })).toHaveAttribute('aria-pressed', 'true');
  const moved = table.getByRole('row', { name: new RegExp(`${name}접지`) });
  await expect(moved).toContainText('접지/제본');
  await expect(page.getByLabel('옵션 코드')).toHaveValue(/^FB-\d{3}$/);

  await page.getByRole('button', { name: '후가공' }).click();
  await expect(table).not.toContainText(name);
  await page.getByRole('button', { name: '접지/제본' }).click();

  await moved.getByRole('button', { name: `${name}접지 삭제` }).click();
  await expect(dialog(page)).toContainText('옵션을 삭제하시겠습니까?');
  await dialog(page).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText(`${name}접지 옵션이 삭제되었습니다.`)).toBeVisible();
  await expect(table).not.toContainText(`${name}접지`);
});
