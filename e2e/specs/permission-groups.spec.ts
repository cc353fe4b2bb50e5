import { expect, test, type Page } from '@playwright/test';
import { signIn, signInAsAdmin, unique } from './helpers';

const departmentRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test("a department's permission groups decide what its employee sees in the menu", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/cm/auth_group/whatever');
  await expect(page).toHaveURL(/\/admin\/cm\/auth_group\/group$/);

  // A new group that may only read common information.
  const group = `공통조회${unique()}`;
  await page.getByLabel('새 그룹명').fill(group);
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByText(`${group} 권한 그룹이 생성되었습니다.`)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(group) }).click();
  // The box shows what the server holds: it ticks once the authority is saved.
  await page.getByRole('checkbox', { name: '공통 정보 조회' }).click();
  await expect(page.getByText('권한이 추가되었습니다.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '공통 정보 조회' })).toBeChecked();

  // Take the 출고 group away from 출고팀.
  await page.getByRole('tab', { name: '부서별 권한' }).click();
  await expect(page).toHaveURL(/\/department$/);
  const row = departmentRow(page, '출고팀');
  await row.getByLabel('출고 그룹 해제', { exact: true }).click();
  await expect(page.getByText('부서에서 권한 그룹이 삭제되었습니다.')).toBeVisible();

  // jung.ship (출고팀) no longer sees the common-info menu.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'jung.ship', 'demo1234');
  await expect(staff).toHaveURL(/\/admin\/main$/);
  await expect(staff.getByText('정시우').first()).toBeVisible();
  await expect(staff.getByRole('link', { name: '부서 관리' })).toHaveCount(0);

  // Give 출고팀 the new group: after signing in again the menu shows 부서 관리.
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: group }).click();
  await expect(page.getByText('부서에 권한 그룹이 추가되었습니다.')).toBeVisible();
  await expect(row.getByRole('button', { name: group })).toBeVisible();
  await staff.reload();
  await expect(staff.getByRole('link', { name: '부서 관리' }).first()).toBeVisible();
  await staff.getByRole('link', { name: '부서 관리' }).first().click();
  await expect(staff.getByRole('cell', { name: '영업부' })).toBeVisible();
  await staffContext.close();

  // Put 출고 back so the demo data stays as it was.
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: '출고', exact: true }).click();
  await expect(row.getByText('출고', { exact: true })).toBeVisible();
});
