import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signInAsAdmin, unique } from './helpers';
import { adminApi, createBrochureOrder } from './orders-fixture';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** Picks one item of a multi-select option list (후가공 옵션, 접지/제본 옵션) inside `scope`. */
async function pickOption(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Chooses a paper for the entry's first paper line by typing its name. */
async function pickPaper(page: Page, entry: ReturnType<Page['getByRole']>, name: string) {
  await entry.getByRole('button', { name: '용지 추가' }).click();
  const picker = entry.getByRole('combobox', { name: '용지' });
  await picker.fill(name);
  await page.getByRole('listbox', { name: '용지' }).getByRole('option').first().click();
}

test('staff take a brochure order, print its job ticket and change where it ships', async ({ page }) => {
  const product = `가을 신간 브로슈어 ${unique()}`;
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '인쇄 주문' }).first().click();
  await expect(page).toHaveURL(/\/admin\/od\/order$/);
  await expect(page.getByRole('heading', { name: '인쇄 주문' })).toBeVisible();
  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/od\/order\/new$/);

  // Nothing filled: each required field says what it needs.
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('주문상품명을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('고객사를 선택해주세요.')).toBeVisible();
  await expect(page.getByText('수량을 입력해주세요.')).toBeVisible();

  await page.getByLabel('주문상품명').fill(product);
  await page.getByRole('button', { name: '고객사 선택' }).click();
  const buyers = page.getByRole('dialog', { name: '고객사 선택' });
  await buyers.getByRole('row').filter({ hasText: '한빛출판' }).click();
  await expect(buyers).toBeHidden();
  await expect(page.getByRole('textbox', { name: '고객사' })).toHaveValue('한빛출판');
  await page.getByLabel('수량').fill('1,200');
  await page.getByLabel('건수').fill('2');

  // A brochure: the cover's type list is the brochure's, and inner pages can be added.
  await page.getByRole('combobox', { name: '작업 유형' }).click();
  await page.getByRole('option', { name: '책자', exact: true }).click();
  const cover = page.getByRole('region', { name: '표지 인쇄 정보' });
  await cover.getByLabel('도수').fill('4도');
  await cover.getByLabel('절수').fill('8절');
  await cover.getByRole('radiogroup', { name: '후가공' }).getByLabel('있음').check();
  await pickOption(page, cover, '후가공 옵션', '무광 코팅');
  await pickPaper(page, cover, '아트지');
  await cover.getByLabel('수량', { exact: true }).fill('150');
  await cover.getByLabel('파지').fill('8');

  await page.getByRole('button', { name: '내지 추가' }).click();
  const inner = page.getByRole('region', { name: '내지 1 인쇄 정보' });
  await inner.getByLabel('도수').fill('1도');
  await inner.getByLabel('절수').fill('16절');

  await page.getByRole('radiogroup', { name: '접지/제본' }).getByLabel('있음').check();
  await pickOption(page, page.locator('body'), '접지/제본 옵션', '중철 제본');

  // The draft file goes up through the file API as soon as it is chosen.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: '표지시안.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(/표지시안\.pdf · [\d.]+ KB · pdf/i)).toBeVisible();
  await expect(page.getByText(/업로드 전/)).toHaveCount(0);

  await page.getByLabel('수령인').fill('오지훈');
  await page.getByLabel('우편번호').fill('04031');
  await page.getByLabel('주소', { exact: true }).fill('서울특별시 마포구 양화로 45');

  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(/^주문 P\d{4}-\d{4}[이가] 등록되었습니다\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/od\/order\/\d+$/);
  await expect(page.getByLabel('주문번호')).toHaveValue(/^P\d{4}-\d{4}$/);
  const orderNumber = await page.getByLabel('주문번호').inputValue();
  // The saved order is only read: no field, the kit's or the spec editor's, is marked required.
  await expect(page.getByRole('form', { name: '주문 정보' })).not.toContainText('*', { useInnerText: true });
  await expect(page.getByLabel('주문상품명')).not.toHaveAttribute('required');
  await expect(page.getByText('접수', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '내지 1 인쇄 정보' })).toBeVisible();
  await expect(page.getByRole('link', { name: /표지시안\.pdf/ })).toHaveAttribute(
    'href',
    /\/api\/file\/\d+\?download=true/,
  );

  // The job ticket: the order number as a barcode, the spec and the paper, on one A4 page.
  await page.getByRole('main').getByRole('link', { name: '작업지시서' }).click();
  await expect(page).toHaveURL(/\/admin\/od\/order\/\d+\/ticket$/);
  const ticket = page.getByRole('article', { name: `작업지시서 ${orderNumber}` });
  await expect(ticket.getByRole('img', { name: `바코드 ${orderNumber}` })).toBeVisible();
  await expect(ticket).toContainText(product);
  await expect(ticket).toContainText('책자');
  await expect(ticket).toContainText('내지 1 · 옵셋');
  await expect(ticket).toContainText('무광 코팅');
  await expect(ticket).toContainText('중철 제본');
  await expect(ticket.getByRole('row').filter({ hasText: '아트지' })).toContainText('150');
  await expect(ticket).toContainText('(04031) 서울특별시 마포구 양화로 45');
  await expect(ticket).toContainText('표지시안.pdf');
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);

  // Delivery info changes on the edit page.
  await page.getByRole('link', { name: '주문 상세' }).click();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel('수령인').fill('김배송');
  await page.getByLabel('배송 메모').fill('오전 중 도착');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page.getByText(new RegExp(`주문 ${orderNumber}[이가] 수정되었습니다`))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/od\/order\/\d+$/);
  await expect(page.getByLabel('수령인')).toHaveValue('김배송');
  await expect(page.getByLabel('배송 메모')).toHaveValue('오전 중 도착');

  await page.getByRole('button', { name: '이력', exact: true }).click();
  const history = page.getByRole('dialog', { name: `주문 이력 · ${orderNumber}` });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('주문 접수');
  await expect(history.getByRole('listitem').nth(1)).toContainText('주문 수정');
  await expect(history.getByRole('listitem').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
});

test('an order is cancelled with a reason, then only read', async ({ page, request }) => {
  const api = await adminApi(request);
  const order = await createBrochureOrder(api, `취소 시험 리플렛 ${unique()}`);
  await signInAsAdmin(page);
  await page.goto(`/admin/od/order/${order.id}`);
  await page.getByRole('button', { name: '주문 취소' }).click();
  const dialog = page.getByRole('dialog', { name: `주문 취소 · ${order.orderNumber}` });
  await dialog.getByRole('button', { name: '주문 취소' }).click();
  await expect(dialog.getByText('취소 사유를 입력해주세요.', { exact: true })).toBeVisible();
  await dialog.getByLabel('취소 사유').fill('고객 요청으로 인쇄 보류');
  await dialog.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('dialog', { name: '주문 취소', exact: true }).getByRole('button', { name: '주문 취소' }).click();
  await expect(page.getByText(new RegExp(`주문 ${order.orderNumber}[이가] 취소되었습니다`))).toBeVisible();
  await expect(page.getByText('취소', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '주문 취소' })).toBeHidden();
  await expect(page.getByRole('button', { name: '수정', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: '삭제', exact: true })).toBeHidden();

  await page.getByRole('button', { name: '이력', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /주문 이력/ })).toContainText('고객 요청으로 인쇄 보류');
  await page.getByRole('button', { name: '닫기' }).click();

  // The list marks it cancelled; a search by number finds it.
  await page.getByRole('button', { name: '목록', exact: true }).click();
  await page.getByRole('combobox', { name: '검색 조건' }).click();
  await page.getByRole('option', { name: '주문번호', exact: true }).click();
  await page.getByRole('textbox', { name: '검색어' }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: '검색어' }).press('Enter');
  const row = page
    .getByRole('table', { name: '인쇄 주문 목록' })
    .getByRole('row')
    .filter({ hasText: order.orderNumber });
  await expect(row).toContainText('취소');
  await expect(row).toContainText('책자');
});

test('saving while a draft is still going up waits for it; a draft that failed stops the save', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const order = await createBrochureOrder(api, `시안 대기 브로슈어 ${unique()}`);
  await signInAsAdmin(page);
  await page.goto(`/admin/od/order/${order.id}/edit`);
  await expect(page.getByLabel('주문상품명')).toHaveValue(/시안 대기 브로슈어/);

  // The upload is held back until the save has been pressed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/file/multi', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('form', { name: '주문 정보' })
    .locator('input[type="file"]')
    .setInputFiles({ name: '늦은시안.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(/늦은시안\.pdf .* 업로드 전/)).toBeVisible();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const waiting = page.getByRole('button', { name: '파일 업로드 중…' });
  await expect(waiting).toBeDisabled();
  await expect(page.getByRole('dialog')).toBeHidden();
  release();
  await confirmSave(page, '저장');
  await expect(page.getByText(new RegExp(`주문 ${order.orderNumber}[이가] 수정되었습니다`))).toBeVisible();
  await expect(page.getByRole('link', { name: /늦은시안\.pdf/ })).toBeVisible();

  // An upload that fails keeps its file waiting ('업로드 전'): the save is refused until it goes up or is removed.
  await page.unroute('**/api/file/multi');
  await page.route('**/api/file/multi', (route) => route.abort());
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  // The edit form, not the record page it replaces (whose 시안 section has a file input of its own).
  await expect(page.getByRole('button', { name: '저장', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '파일 선택' })).toBeVisible();
  await page
    .getByRole('form', { name: '주문 정보' })
    .locator('input[type="file"]')
    .setInputFiles({ name: '실패시안.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('파일을 업로드하지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeVisible();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const refusal = page.getByRole('dialog');
  await expect(refusal).toContainText('업로드하지 못한 파일이 있습니다.');
  await refusal.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/edit$/);
});

test('a failed detail read alerts and leaves the page', async ({ page }) => {
  await signInAsAdmin(page);
  // Opened directly there is no page to go back to: the list is shown instead.
  await page.goto('/admin/od/order/987654321');
  await expect(page.getByRole('dialog')).toContainText('주문을 찾을 수 없습니다.');
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(page).toHaveURL(/\/admin\/od\/order$/);
});
