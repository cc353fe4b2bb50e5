import { expect, test } from '@playwright/test';
import { confirmSave, signInAsAdmin, unique } from './helpers';

test('admin creates, searches, edits and deletes a department, and the leave guard protects unsaved edits', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '부서 관리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/cm\/department$/);
  await expect(page.getByRole('cell', { name: '영업부' })).toBeVisible();

  // Create
  const name = `테스트부서${unique()}`;
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/cm\/department\/new$/);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('필수 입력 항목입니다.')).toBeVisible();
  await page.getByLabel('부서명').fill(name);
  // Saving asks first; cancelling the question keeps the page and what was typed.
  await page.getByRole('button', { name: '등록', exact: true }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('부서를 등록하시겠습니까?');
  await question.getByRole('button', { name: '취소' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/cm\/department\/new$/);
  await expect(page.getByLabel('부서명')).toHaveValue(name);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${name} 부서가 생성되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/department\/\d+$/);
  await expect(page.getByLabel('부서명')).toHaveValue(name);
  await expect(page.getByLabel('부서명')).toBeDisabled();

  // Search from the list
  await page.getByRole('button', { name: '목록', exact: true }).click();
  await page.getByLabel('검색어').fill(name);
  await page.getByLabel('검색어').press('Enter');
  await expect(page).toHaveURL(/searchKeyword=/);
  await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
  await page.getByRole('cell', { name }).click();

  // Leave guard: an unsaved change asks before leaving; staying keeps the text.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const renamed = `${name}수정`;
  await page.getByLabel('부서명').fill(renamed);
  await page.getByRole('link', { name: '부서 관리' }).first().click();
  const guard = page.getByRole('dialog');
  await expect(guard).toContainText('페이지를 나가시겠습니까? 변경사항이 저장되지 않을 수 있습니다.');
  await guard.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel('부서명')).toHaveValue(renamed);

  // Save the edit
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('부서를 수정하시겠습니까?');
  await confirmSave(page, '저장');
  await expect(page.getByText(`${renamed} 부서가 수정되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/department\/\d+$/);

  // Delete with confirmation
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText(`${renamed} 부서가 삭제되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/department(\?.*)?$/);
  await page.getByLabel('검색어').fill(renamed);
  await page.getByLabel('검색어').press('Enter');
  await expect(page.getByText('데이터가 없습니다.')).toBeVisible();
});
