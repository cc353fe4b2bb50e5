import { expect, test } from '@playwright/test';
import { confirmSave, signInAsAdmin } from './helpers';

test('staff write the SMS templates with placeholders, see the byte rules and save', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/cs/sms');
  await expect(page.getByRole('heading', { name: 'SMS 관리' })).toBeVisible();

  const deposit = page.getByRole('textbox', { name: '입금 완료 문구' });
  const complete = page.getByRole('textbox', { name: '작업 완료 문구' });
  // {price} only on the payment template
  await expect(page.getByRole('button', { name: '청구 금액 넣기' })).toHaveCount(1);

  await deposit.fill('입금 확인: 님');
  await deposit.press('End');
  await deposit.press('ArrowLeft');
  await page.getByRole('button', { name: '고객명 넣기' }).first().click();
  await expect(deposit).toHaveValue('입금 확인: {customer}님');
  await expect(page.getByText('23/90byte')).toBeVisible();

  await deposit.fill('가'.repeat(46));
  await expect(page.getByText(/92\/2,000byte · 90바이트를 넘어 LMS\(장문\)로 발송됩니다/)).toBeVisible();

  await deposit.fill('감사합니다 😀');
  await expect(page.getByText('보낼 수 없는 문자가 있습니다: 😀')).toBeVisible();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('보낼 수 없는 문자가 있습니다: 😀');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  // each template says which placeholders its event offers; one it does not offer is named and not saved
  await expect(
    page.getByText('쓸 수 있는 치환 문자: {customer} 고객명, {productName} 상품명, {price} 청구 금액'),
  ).toBeVisible();
  await expect(
    page.getByText('쓸 수 있는 치환 문자: {customer} 고객명, {productName} 상품명', { exact: true }),
  ).toBeVisible();
  await deposit.fill('{customer}님 입금 확인');
  await complete.fill('{customer}님 {price}원 작업 완료');
  const notOffered = '작업 완료 문구에서는 {price}를 쓸 수 없습니다.';
  await expect(page.getByText(notOffered)).toBeVisible();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(notOffered);
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  await deposit.fill('{customer}님 {productName} 입금 {price}원 확인되었습니다.');
  await page.getByLabel('입금 완료 문자 사용').check();
  await complete.fill('{customer}님 {productName} 작업이 완료되었습니다.');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page.getByText('SMS 내용이 저장되었습니다.')).toBeVisible();

  await page.reload();
  await expect(deposit).toHaveValue('{customer}님 {productName} 입금 {price}원 확인되었습니다.');
  await expect(page.getByLabel('입금 완료 문자 사용')).toBeChecked();

  // unsaved text asks before leaving
  await complete.fill('바뀐 문구');
  await page.getByRole('link', { name: '발송 내역' }).click();
  await expect(page.getByRole('dialog')).toContainText('페이지를 나가시겠습니까?');
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
  await expect(complete).toHaveValue('바뀐 문구');
  await page.reload();

  await page.getByRole('link', { name: '발송 내역' }).click();
  await expect(page).toHaveURL(/\/admin\/cs\/sms\/outbox/);
  await expect(page.getByRole('heading', { name: 'SMS 발송 내역' })).toBeVisible();
  await page.getByLabel('발송 상태').click();
  await page.getByRole('option', { name: '발송 실패' }).click();
  await expect(page).toHaveURL(/status=FAILED/);
  // texts that could not go (no mobile number…) have their own status
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('combobox', { name: '발송 상태' }).click();
  await page.getByRole('option', { name: '발송 불가' }).click();
  await expect(page).toHaveURL(/status=REJECTED/);
});
