import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signIn, unique } from './helpers';

/**
 * Issue 33's customer price: on a 390×844 phone a demo customer fills the order form in the buyer's words, watches
 * the price change with the quantity and the paper (computed in the browser), orders, and reads that price as the
 * order's 청구 amount (the deposit opened at it); then cancels the order before any work started.
 */

test.use({ viewport: { width: 390, height: 844 } });

const totalOf = async (page: Page) => (await page.getByTestId('estimate-total').innerText()).trim();

test('a customer on a phone watches the price follow quantity and paper, orders at it, and cancels before work', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const product = `가격 전단 ${unique()}`;
  await signIn(page, 'hanbit', 'demo1234');
  await expect(page).toHaveURL(/\/customer\/main$/);
  await page.goto('/co/printing_order/new');
  await expect(page.getByRole('heading', { name: '주문 접수' })).toBeVisible({ timeout: 30_000 });
  // No shop questions on the buyer's form.
  await expect(page.getByLabel('도수')).toHaveCount(0);
  await expect(page.getByLabel('절수')).toHaveCount(0);

  await page.getByLabel('주문상품명').fill(product);
  await page.getByRole('combobox', { name: '용지' }).click();
  await page.getByRole('option', { name: /아트지 100g 국전지/ }).click();
  await page.getByRole('combobox', { name: '완성 사이즈' }).click();
  await page.getByRole('option', { name: 'A4', exact: true }).click();
  await page.getByLabel('수량').fill('1000');
  const panel = page.getByRole('region', { name: '예상 금액 · 부가세 포함' });
  await expect(panel.getByTestId('estimate-total')).toHaveText(/^[\d,]+원$/);
  const thousand = await totalOf(page);

  // More copies: the price rises, with no request per keystroke (the engine runs in the page).
  let catalogReads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/')) catalogReads += 1;
  });
  await page.getByLabel('수량').fill('3000');
  await expect(panel.getByTestId('estimate-total')).not.toHaveText(thousand);
  const threeThousand = await totalOf(page);
  const won = (t: string) => Number(t.replace(/[^\d]/g, ''));
  expect(won(threeThousand)).toBeGreaterThan(won(thousand));
  expect(catalogReads).toBe(0);

  // Another paper: the price changes again; the breakdown says how it prints.
  await page.getByRole('combobox', { name: '용지' }).click();
  await page.getByRole('option', { name: /아트지 150g 국전지/ }).click();
  await page.getByRole('combobox', { name: '완성 사이즈' }).click();
  await page.getByRole('option', { name: 'A4', exact: true }).click();
  await expect(panel.getByTestId('estimate-total')).not.toHaveText(threeThousand);
  const final = await totalOf(page);
  await panel.getByRole('button', { name: /계산 내역/ }).click();
  await expect(panel.getByTestId('estimate-printing-type')).toContainText('인쇄 방식:');

  // Order: the server prices it again and the order page's 청구 is that price.
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('주문을 등록하시겠습니까?');
  await confirmSave(page, '등록');
  await expect(page.getByText(/주문이 등록되었습니다/)).toBeVisible();
  await expect(page).toHaveURL(/\/co\/printing_order\/\d+$/);
  const money = page.getByTestId('customer-order-money');
  await expect(money).toContainText(`청구 금액 (부가세 포함)${final}`);
  await expect(money).toContainText('입금 금액0원');
  await expect(money).toContainText(`미수 금액${final}`);

  // Cancel before work starts: the reason dialog fills the phone screen, then the button is gone.
  await page.getByRole('button', { name: '주문 취소' }).click();
  const dialog = page.getByRole('dialog', { name: /주문 취소/ });
  await expect(dialog.getByLabel('취소 사유')).toBeFocused();
  await dialog.getByLabel('취소 사유').fill('수량을 바꿔 다시 주문합니다');
  await dialog.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('dialog').last().getByRole('button', { name: '주문 취소' }).click();
  await expect(page.getByText(/취소되었습니다/)).toBeVisible();
  await expect(page.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
});
