import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';

test('a customer signs up, lands on the customer home and cannot open an admin screen', async ({ page }) => {
  const username = `cust${unique()}`;
  await page.goto('/login');
  await page.getByRole('button', { name: '회원가입' }).click();
  const dialog = page.getByRole('dialog', { name: '계정 만들기' });
  await expect(dialog).toBeVisible();

  // Mismatched confirmation is refused with the spec's message.
  await dialog.getByLabel('고객명').fill('테스트상사');
  await dialog.getByLabel('아이디').fill(username);
  await dialog.getByRole('textbox', { name: '비밀번호', exact: true }).fill('test-pass-2468');
  await dialog.getByLabel('비밀번호 확인').fill('pass9999');
  await dialog.getByLabel('연락처').fill('010-3333-4444');
  await dialog.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('비밀번호와 비밀번호 확인이 일치하지 않습니다.').first()).toBeVisible();
  await page
    .getByRole('button', { name: '확인' })
    .click()
    .catch(() => undefined);

  await dialog.getByLabel('비밀번호 확인').fill('test-pass-2468');
  await expect(dialog.getByLabel('비밀번호 일치')).toBeVisible();
  await dialog.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('회원가입이 완료되었습니다. 새 계정으로 로그인되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '확인' }).click();

  // The sign-up signed the customer in: straight to the customer home, with one menu item lit.
  await expect(page).toHaveURL(/\/customer\/main$/);
  await expect(page.getByText('테스트상사').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주 메뉴' }).locator('[aria-current="page"]')).toHaveText('홈');
  // The session is a real one: a reload keeps the customer signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/customer\/main$/);
  // The new-order page lights 주문 접수 alone, not 주문 현황 beside it.
  await page.goto('/co/printing_order/new');
  await expect(page.getByRole('heading', { name: '주문 접수' })).toBeVisible();
  const lit = page.getByRole('navigation', { name: '주 메뉴' }).locator('[aria-current="page"]');
  await expect(lit).toHaveText(['주문 접수']);

  await page.goto('/admin/cm/department');
  await expect(page).toHaveURL(/\/error_403$/);
  await expect(page.getByText('접근 권한이 없습니다.').first()).toBeVisible();
});

test('a wrong password shows the Korean message and unknown routes show the 404 page', async ({ page }) => {
  await signIn(page, 'admin', 'wrong-password');
  await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('찾으시는 페이지가 존재하지 않습니다.')).toBeVisible();
});
