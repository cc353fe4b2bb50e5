import { expect, test } from '@playwright/test';
import { apiOf, confirmSave, signInAsAdmin, unique } from './helpers';

test('staff give a client company its tax details by keyboard; a wrong 사업자등록번호 is refused at the field', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const suffix = unique();
  const created = await api.send<{ id: number }>('post', '/api/buyer', {
    username: `taxco${suffix}`,
    password: 'test-pass-2468',
    passwordCheck: 'test-pass-2468',
    name: `세금상사${suffix.slice(0, 4)}`,
    tel: '02-3300-4400',
    address: '서울특별시 마포구 월드컵로 10',
    chargerName: '오하늘',
  });
  await page.goto(`/admin/cs/buyer/${created.id}/edit`);

  // Typed digits get their hyphens; a wrong check digit answers in Korean under the field.
  const number = page.getByLabel('사업자등록번호');
  await number.focus();
  await page.keyboard.type('2208162518');
  await expect(number).toHaveValue('220-81-62518');
  await page.keyboard.press('Tab');
  await page.keyboard.type('홍대표');
  await page.getByLabel('세금계산서 이메일').fill('tax@');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해주세요.')).toBeVisible();
  await expect(page.getByText('이메일 형식이 올바르지 않습니다.')).toBeVisible();

  await number.fill('');
  await number.focus();
  await page.keyboard.type('2208162517');
  await page.getByLabel('세금계산서 이메일').fill(`tax${suffix}@example.com`);
  // 발행 방식 by keyboard: open the list, move to 월합계, choose it.
  await page.getByRole('combobox', { name: '세금계산서 발행 방식' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: /월합계/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: '세금계산서 발행 방식' })).toContainText('월합계');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page).toHaveURL(new RegExp(`/admin/cs/buyer/${created.id}$`));
  await expect(page.getByLabel('사업자등록번호')).toHaveValue('220-81-62517');
  await expect(page.getByLabel('대표자명')).toHaveValue('홍대표');
  await expect(page.getByRole('combobox', { name: '세금계산서 발행 방식' })).toContainText('월합계');
});
