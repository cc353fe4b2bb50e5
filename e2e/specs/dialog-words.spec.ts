import { expect, test } from '@playwright/test';
import { signInAsAdmin, unique } from './helpers';
import { adminApi, createBrochureOrder } from './orders-fixture';

test('a double click on 등록 asks once, the question stays open, and the record is saved once', async ({ page }) => {
  await signInAsAdmin(page);
  const name = `더블클릭부서${unique()}`;
  await page.goto('/admin/cm/department/new');
  await page.getByLabel('부서명').fill(name);
  await page.getByRole('button', { name: '등록', exact: true }).dblclick();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('부서를 등록하시겠습니까?');
  // Still one question a moment later: the second click neither queued another nor answered this one.
  await page.waitForTimeout(800);
  await expect(question).toHaveCount(1);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText(`${name} 부서가 생성되었습니다.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/department\/\d+$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const list = await page.request.get(`/api/department?searchFilter=name&searchKeyword=${encodeURIComponent(name)}`);
  const found = ((await list.json()) as { data: { content: { name: string }[] } }).data.content;
  expect(found.filter((d) => d.name === name)).toHaveLength(1);

  // The same for 삭제: one question, answered once.
  await page.getByRole('button', { name: '삭제', exact: true }).dblclick();
  const deleting = page.getByRole('dialog');
  await expect(deleting).toContainText('삭제하시겠습니까?');
  await page.waitForTimeout(800);
  await expect(deleting).toHaveCount(1);
  await deleting.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText(`${name} 부서가 삭제되었습니다.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the order-cancel dialogs never put a 취소 button beside 주문 취소', async ({ page, request }) => {
  const order = await createBrochureOrder(await adminApi(request), `돌아가기 시험 ${unique()}`);
  await signInAsAdmin(page);
  await page.goto(`/admin/od/order/${order.id}`);
  await page.getByRole('button', { name: '주문 취소' }).click();
  const dialog = page.getByRole('dialog', { name: `주문 취소 · ${order.orderNumber}` });
  await expect(dialog.getByRole('button')).toHaveText(['닫기', '주문 취소']);
  await dialog.getByLabel('취소 사유').fill('고객이 다시 생각해 보기로 함');
  await dialog.getByRole('button', { name: '주문 취소' }).click();
  const question = page.getByRole('dialog', { name: '주문 취소', exact: true });
  await expect(question.getByRole('button')).toHaveText(['돌아가기', '주문 취소']);
  // 돌아가기 keeps the order: the question closes, the reason is still there.
  await question.getByRole('button', { name: '돌아가기' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('취소 사유')).toHaveValue('고객이 다시 생각해 보기로 함');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('button', { name: '주문 취소' })).toBeVisible();
});

test('the scan dialog of the work orders speaks of the job ticket’s barcode', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/wk/work_order');
  await page.getByRole('button', { name: '작업지시서 스캔' }).click();
  const dialog = page.getByRole('dialog', { name: '작업지시서 스캔' });
  await expect(dialog).toContainText('작업지시서에 인쇄된 주문번호 바코드');
  await expect(dialog).not.toContainText('품목 라벨');
  await dialog.getByRole('button', { name: '닫기' }).last().click();
});

test('a file over 20MB is named with the limit and not counted', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/od/order/new');
  const big = { name: 'big-draft.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 1) };
  await page.locator('input[type="file"]').first().setInputFiles(big);
  await expect(
    page.getByText('big-draft.pdf: 20MB를 넘어 올리지 않았습니다. 파일은 한 개에 20MB까지 올릴 수 있습니다.'),
  ).toBeVisible();
  await expect(page.getByText('0개 파일 · 0.00 MB')).toBeVisible();
  await expect(page.getByText(/big-draft\.pdf ·/)).toHaveCount(0);
});
