import { expect, test } from '@playwright/test';
import { apiOf, signInAsAdmin, unique } from './helpers';

// A phone in the hand: below 600 px every list shows cards, not a table that scrolls sideways.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the stock list shows a card per item with its stock figure, and a card opens the item', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/pr/stock');
  const cards = page.getByRole('list', { name: '재고 목록' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  const first = cards.getByRole('listitem').first();
  await expect(first.getByText('재고 수량', { exact: true })).toBeVisible();
  await expect(first.getByText('품목 코드', { exact: true })).toBeVisible();
  // Columns without a card role (No, 카테고리) stay off the card.
  await expect(first.getByText('카테고리', { exact: true })).toHaveCount(0);
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await first.getByRole('button').click();
  await expect(page).toHaveURL(/\/admin\/pr\/stock\/\d+$/);
});

test('purchase-order cards carry the status chip and key figures; Enter on a card opens the order', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/wk/purchase_order');
  const cards = page.getByRole('list', { name: '발주 목록' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  const first = cards.getByRole('listitem').first();
  await expect(first.getByText(/^(발주|입고완료)$/)).toBeVisible();
  await expect(first.getByText('수량', { exact: true })).toBeVisible();
  await expect(first.getByText('발주일', { exact: true })).toBeVisible();

  // The compact sort select replaces the header clicks and keeps its choice in the address.
  await page.getByRole('combobox', { name: '정렬' }).click();
  await page.getByRole('option', { name: '수량 ↓ 내림차순' }).click();
  await expect(page).toHaveURL(/sort=amount%2Cdesc|sort=amount,desc/);
  // Each card's first figure is 수량: the new page arrives largest first.
  const firstFigures = () =>
    cards
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => Number(li.querySelector('dd')?.textContent?.replace(/[^\d]/g, ''))));
  await expect
    .poll(async () => {
      const amounts = await firstFigures();
      return amounts.length > 1 && amounts.every((a, i) => i === 0 || amounts[i - 1]! >= a);
    })
    .toBe(true);

  const card = cards.getByRole('listitem').first().getByRole('button');
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/wk\/purchase_order\/\d+$/);
});

test('a row action sits under the card text, and its dialog stays open when the phone turns sideways', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/wk/work_order');
  const cards = page.getByRole('list', { name: '접수 작업 목록' });
  const first = cards.getByRole('listitem').first();
  const start = first.getByRole('button', { name: '작업 시작', exact: true });
  await expect(start).toBeVisible();
  // The action wraps under the card's text (its key figures) rather than squeezing the title into a column beside it.
  const figures = (await first.locator('dl').boundingBox())!;
  expect((await start.boundingBox())!.y).toBeGreaterThanOrEqual(figures.y + figures.height);

  await start.click();
  const question = page.getByRole('dialog', { name: '작업 시작' });
  await expect(question).toBeVisible();
  // Turned sideways (past the 600 px breakpoint), the list keeps its cards while the dialog is open.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(question).toBeVisible();
  // (Behind the open dialog the page is hidden from the accessibility tree.)
  await expect(page.getByRole('list', { name: '접수 작업 목록', includeHidden: true })).toHaveCount(1);
  await expect(page.getByRole('table', { includeHidden: true })).toHaveCount(0);
  await question.getByRole('button', { name: '취소' }).click();
  await expect(question).toBeHidden();
  // Closed, the list takes the wide layout.
  await expect(page.getByRole('table')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test('equipment screens keep what was typed when the phone turns sideways: the run-start dialog, and the IP field of a row', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const code = `TURN_${unique().toUpperCase()}`;
  const name = `회전 시험 설비 ${code}`;
  const machine = await api.send<{ id: number }>('post', '/api/facility/contact', {
    facilityCode: code,
    facilityName: name,
    ipAddress: '10.20.30.42',
  });
  try {
    await page.goto('/admin/mc/facility_controller');
    const card = page.getByRole('listitem', { name });
    await card.getByRole('button', { name: '시작' }).click();
    const start = page.getByRole('dialog', { name: `${name} 가동 시작` });
    await start.getByLabel('가동 시간(분)').fill('42');

    // Past the 600 px breakpoint the screen would be a table; while the dialog is open it stays cards.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(start).toBeVisible();
    await expect(start.getByLabel('가동 시간(분)')).toHaveValue('42');
    await expect(page.getByRole('table', { includeHidden: true })).toHaveCount(0);
    await start.getByRole('button', { name: '취소' }).click();
    await expect(start).toBeHidden();
    await expect(page.getByRole('row', { name })).toBeVisible();

    // A row's own field (not in a dialog): the cards become table rows, and the half-typed IP comes along.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/mc/facility_contact');
    const ip = page.getByRole('listitem', { name }).getByLabel(`${name} IP 주소`);
    await ip.fill('10.20.');
    await page.setViewportSize({ width: 844, height: 390 });
    const rowIp = page.getByRole('row', { name }).getByLabel(`${name} IP 주소`);
    await expect(rowIp).toHaveValue('10.20.');
    await rowIp.fill('10.20.30.43');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(ip).toHaveValue('10.20.30.43');
    await page.getByRole('listitem', { name }).getByRole('button', { name: '저장' }).click();
    await expect(page.getByText(`${name} 접속 정보가 저장되었습니다.`)).toBeVisible();
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(rowIp).toHaveValue('10.20.30.43');
  } finally {
    await api.remove(`/api/facility/contact/${machine.id}`);
  }
});
