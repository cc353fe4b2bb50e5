import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signIn, signInAsAdmin, unique } from './helpers';

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

test('admin registers a seller and a client company with its account; the company signs in to the customer area', async ({
  page,
}) => {
  const suffix = unique();
  await signInAsAdmin(page);

  // Seller: each required field has its own message, then it saves and opens the detail.
  await page.getByRole('link', { name: '매입처 관리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/cs\/seller$/);
  await expect(page.getByRole('cell', { name: '대한제지' })).toBeVisible();
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/cs\/seller\/new$/);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  for (const message of [
    '매입처명을 입력해주세요.',
    '전화번호를 입력해주세요.',
    '주소를 입력해주세요.',
    '담당자명을 입력해주세요.',
  ])
    await expect(page.getByText(message)).toBeVisible();
  const sellerName = `테스트지업${suffix}`;
  await page.getByLabel('매입처명').fill(sellerName);
  await page.getByLabel('전화번호').fill('02-2200-1234');
  await page.getByLabel('주소').fill('서울특별시 중구 을지로 100');
  await page.getByRole('textbox', { name: '담당자명', exact: true }).fill('한상우');
  await page.getByLabel('이메일').fill('paper@test.example');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${sellerName} 매입처가 등록되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cs\/seller\/\d+$/);
  await expect(page.getByLabel('매입처명')).toHaveValue(sellerName);
  await expect(page.getByLabel('매입처명')).toBeDisabled();

  // Buyer with its sign-in account.
  await page.getByRole('link', { name: '고객사 관리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/cs\/buyer$/);
  await expect(page.getByRole('cell', { name: '한빛출판' })).toBeVisible();
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/cs\/buyer\/new$/);
  const username = `client${suffix}`;
  const buyerName = `새봄상사${suffix.slice(0, 4)}`;
  await page.getByLabel('아이디').fill(username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('test-pass-2468');
  await page.getByLabel('비밀번호 확인').fill('pass9999');
  await page.getByLabel('고객사명').fill(buyerName);
  await page.getByLabel('전화번호').fill('02-3300-4400');
  await page.getByLabel('주소').fill('서울특별시 마포구 월드컵로 10');
  await page.getByRole('textbox', { name: '담당자명', exact: true }).fill('오하늘');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('alert').getByText('비밀번호와 비밀번호 확인이 일치하지 않습니다.')).toBeVisible();
  await page.getByLabel('비밀번호 확인').fill('test-pass-2468');
  await expect(page.getByLabel('비밀번호 일치')).toBeVisible();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${buyerName} 고객사가 등록되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cs\/buyer\/\d+$/);
  await expect(page.getByLabel('아이디')).toHaveValue(username);

  // The username stays fixed when editing.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel('아이디')).toBeDisabled();
  await page.getByLabel('담당자 연락처').fill('010-5500-6600');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page.getByText(`${buyerName} 고객사가 수정되었습니다.`)).toBeVisible();

  // The new company signs in and lands on the customer home.
  await signOut(page);
  await signIn(page, username, 'test-pass-2468');
  await expect(page).toHaveURL(/\/customer\/main$/);
  await expect(page.getByText(buyerName).first()).toBeVisible();
});

test('staff reset a client company password; the old one stops working', async ({ page }) => {
  const suffix = unique();
  const username = `reset${suffix}`;
  await signInAsAdmin(page);
  await page.goto('/admin/cs/buyer/new');
  await page.getByLabel('아이디').fill(username);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('first1234');
  await page.getByLabel('비밀번호 확인').fill('first1234');
  await page.getByLabel('고객사명').fill('초기화상사');
  await page.getByLabel('전화번호').fill('02-1000-2000');
  await page.getByLabel('주소').fill('서울특별시 종로구 종로 1');
  await page.getByRole('textbox', { name: '담당자명', exact: true }).fill('나초기');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page).toHaveURL(/\/admin\/cs\/buyer\/\d+$/);

  await page.getByRole('button', { name: '비밀번호 초기화' }).click();
  const dialog = page.getByRole('dialog', { name: '비밀번호 초기화' });
  await dialog.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('abc');
  await dialog.getByRole('button', { name: '초기화' }).click();
  await expect(dialog.getByText('비밀번호는 8자 이상 64자 이하로 입력해주세요.')).toBeVisible();
  await dialog.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('second99');
  await dialog.getByLabel('새 비밀번호 확인').fill('second99');
  await dialog.getByRole('button', { name: '초기화' }).click();
  await expect(page.getByText('초기화상사 고객사의 비밀번호가 초기화되었습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signIn(page, username, 'first1234');
  await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.').first()).toBeVisible();
  await signIn(page, username, 'second99');
  await expect(page).toHaveURL(/\/customer\/main$/);
});
