import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signIn, signInAsAdmin, unique } from './helpers';

const choose = async (page: Page, field: string, option: string) => {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A field's exact label; required fields carry MUI's ' *'. */
const exactLabel = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const PASSWORD = exactLabel('비밀번호');
const NEW_PASSWORD = exactLabel('새 비밀번호');

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

test('admin registers an employee who signs in, sees their my page and changes their password', async ({ page }) => {
  const username = `staff${unique()}`;
  const name = `신입${unique().slice(0, 3)}`;

  // The admin registers the employee with a department and a position.
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '직원 관리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/cm\/employee$/);
  await expect(
    page.getByRole('table', { name: '직원 목록' }).getByRole('columnheader', { name: '사번' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page.getByRole('heading', { name: '직원 등록' })).toBeVisible();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('필수 입력 항목입니다.').first()).toBeVisible();

  await page.getByLabel('아이디').fill(username);
  await page.getByLabel(PASSWORD).fill('abc');
  await page.getByLabel('비밀번호 확인').fill('abc');
  await page.getByLabel('이름').fill(name);
  await choose(page, '부서', '인쇄팀');
  await choose(page, '직위', '대리');
  await page.getByLabel(exactLabel('연락처')).fill('010-4321-8765');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('비밀번호는 8자 이상 64자 이하로 입력해주세요.').first()).toBeVisible();
  await page.getByLabel(PASSWORD).fill('first123');
  await page.getByLabel('비밀번호 확인').fill('first123');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${name} 직원이 등록되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/employee\/\d+$/);
  await expect(page.getByLabel('아이디')).toHaveValue(username);
  await expect(page.getByRole('combobox', { name: '부서' })).toHaveText('인쇄팀');
  await signOut(page);

  // The employee signs in, sees their name in the header and opens their my page from it.
  await signIn(page, username, 'first123');
  await expect(page).toHaveURL(/\/admin\/main$/);
  const headerName = page.getByRole('link', { name: `${name}님` });
  await expect(headerName).toBeVisible();
  await headerName.click();
  await expect(page).toHaveURL(/\/admin\/cm\/mypage$/);
  await expect(page.getByRole('heading', { name: '내 정보' })).toBeVisible();
  await expect(page.getByLabel('아이디')).toHaveValue(username);
  await expect(page.getByLabel('부서', { exact: true })).toHaveValue('인쇄팀');
  await expect(page.getByLabel('직위', { exact: true })).toHaveValue('대리');
  await expect(page.getByLabel('이름')).toHaveValue(name);

  // Editing the my page: the name limit, then a save the header follows.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cm\/mypage\/edit$/);
  await expect(page.getByLabel('부서', { exact: true })).toBeDisabled();
  const renamed = `${name}팀장`;
  await page.getByLabel('비고').fill('2층 인쇄실 근무');
  await page.getByLabel('이름').fill(renamed);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('내 정보가 수정되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/mypage$/);
  await expect(page.getByRole('link', { name: `${renamed}님` })).toBeVisible();

  // The password change: the password rule, a wrong current password, then success with cleared fields.
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page).toHaveURL(/\/admin\/cm\/password_change$/);
  await page.getByLabel('현재 비밀번호').fill('first123');
  await page.getByLabel(NEW_PASSWORD).fill('abc');
  await page.getByLabel('새 비밀번호 확인').fill('abc');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호는 8자 이상 64자 이하로 입력해주세요.').first()).toBeVisible();
  await page.getByLabel('현재 비밀번호').fill('wrong123');
  await page.getByLabel(NEW_PASSWORD).fill('second12');
  await page.getByLabel('새 비밀번호 확인').fill('second12');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('현재 비밀번호가 올바르지 않습니다.')).toBeVisible();

  // Leaving with typed passwords asks first.
  await page.getByRole('link', { name: '메인' }).first().click();
  const guard = page.getByRole('dialog');
  await expect(guard).toContainText('페이지를 나가시겠습니까?');
  await guard.getByRole('button', { name: '취소' }).click();

  await page.getByLabel('현재 비밀번호').fill('first123');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다.')).toBeVisible();
  await expect(page.getByLabel('현재 비밀번호')).toHaveValue('');
  await signOut(page);

  await signIn(page, username, 'first123');
  await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.').first()).toBeVisible();
  await signIn(page, username, 'second12');
  await expect(page).toHaveURL(/\/admin\/main$/);
  await expect(page.getByRole('link', { name: `${renamed}님` })).toBeVisible();
});

test('a customer edits their company profile and changes their password', async ({ page }) => {
  // A customer of its own, so other journeys keep the demo accounts' passwords.
  const username = `cust${unique()}`;
  const signUp = await page.request.post('/api/customer/cm/sign-up', {
    data: {
      name: '그린문구',
      username,
      password: 'green-stationery-24',
      passwordCheck: 'green-stationery-24',
      tel: '031-555-0404',
    },
  });
  expect(signUp.status()).toBe(201);
  // Sign-up signs the new customer in (its session cookie is this page's now).
  await page.goto('/customer/main');
  await expect(page).toHaveURL(/\/customer\/main$/);
  await page
    .getByRole('link', { name: /마이페이지/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/my\/mypage$/);
  await expect(page.getByLabel('아이디')).toHaveValue(username);
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await page.getByLabel('고객명').fill('');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('필수 입력 항목입니다.').first()).toBeVisible();
  await page.getByLabel('고객명').fill('그린문구 판교점');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('내 정보가 수정되었습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '그린문구 판교점님' })).toBeVisible();

  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page).toHaveURL(/\/my\/password_change$/);
  await page.getByLabel('현재 비밀번호').fill('green-stationery-24');
  await page.getByLabel(NEW_PASSWORD).fill('green5678');
  await page.getByLabel('새 비밀번호 확인').fill('green0000');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('비밀번호를 확인해주세요');
  await alert.getByRole('button', { name: '확인' }).click();
  await page.getByLabel('새 비밀번호 확인').fill('green5678');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 정상적으로 변경되었습니다.')).toBeVisible();
  await expect(page.getByLabel(NEW_PASSWORD)).toHaveValue('');
  await signOut(page);
  await signIn(page, username, 'green5678');
  await expect(page).toHaveURL(/\/customer\/main$/);
});

test('admin ticks employees in the list and deletes them together', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = `정리${unique()}`;
  const { data } = await (await page.request.post('/api/authentication/check_logged_in')).json();
  for (const n of [1, 2]) {
    const res = await page.request.post('/api/employee', {
      headers: { 'x-csrf-token': data.csrf },
      multipart: {
        username: `bulk${n}${unique()}`,
        password: 'staff-pass-2468',
        password2: 'staff-pass-2468',
        name: `${tag}${n}`,
        departmentId: '1',
        positionId: '1',
        tel: '010-0000-0000',
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/admin/cm/employee?searchFilter=name&searchKeyword=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: '선택 삭제' }).click();
  await expect(page.getByRole('dialog')).toContainText('삭제할 직원을 선택해주세요.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await page.getByLabel('전체 선택').check();
  await page.getByRole('button', { name: '선택 삭제 (2)' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText('직원 2명이 삭제되었습니다.')).toBeVisible();
  await expect(page.getByText('데이터가 없습니다.')).toBeVisible();
});

test('choosing only a new stamp image still asks before leaving the edit page', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/cm/employee/2/edit');
  await expect(page.getByRole('button', { name: '저장', exact: true })).toBeVisible();
  // A 1×1 PNG.
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
      '0d0a2db40000000049454e44ae426082',
    'hex',
  );
  await page.locator('input[type="file"]').setInputFiles({ name: 'stamp.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: '선택 취소' })).toBeVisible();
  await page.getByRole('link', { name: '직원 관리' }).first().click();
  const guard = page.getByRole('dialog');
  await expect(guard).toContainText('페이지를 나가시겠습니까? 변경사항이 저장되지 않을 수 있습니다.');
  await guard.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/admin\/cm\/employee\/2\/edit$/);
});
