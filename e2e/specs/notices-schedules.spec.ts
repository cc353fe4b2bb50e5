import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { confirmSave, signIn, signInAsAdmin, unique } from './helpers';

const DAY_SECONDS = 86400;

/** Where the calendar modal's do-not-show cookie stands: its expiry in seconds from now, or null when absent. */
async function hideCookieSecondsLeft(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'notice');
  return cookie ? cookie.expires - Date.now() / 1000 : null;
}

/** A day relative to today in the shop's calendar (KST), 'YYYY-MM-DD'. */
const kstDay = (offset: number) =>
  new Date(Date.now() + offset * DAY_SECONDS * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

/** Types a date into a form's date field, section by section as a keyboard user would. */
async function typeDate(page: Page, label: string, isoDay: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: '년' }).click();
  await page.keyboard.type(isoDay.replaceAll('-', ''));
}

/** Signs in as admin, then drops the cookie the helper sets so the next admin page load shows the calendar. */
async function adminWithCalendar(page: Page) {
  await signInAsAdmin(page);
  await page.context().clearCookies({ name: 'notice' });
}

test('admin registers a notice active today and a customer reads it on the board', async ({ page, browser }) => {
  const title = `포장 기준 변경 안내 ${unique()}`;
  const comment = '쇼핑백 포장 단위가 100장에서 50장으로 바뀝니다.\n문의는 영업 담당자에게 해주세요.';
  await signInAsAdmin(page);
  await page.getByRole('link', { name: '공지사항' }).first().click();
  await expect(page).toHaveURL(/\/admin\/cs\/notice$/);
  await expect(page.getByRole('heading', { name: '공지사항 조회' })).toBeVisible();

  await page.getByRole('button', { name: '신규 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/cs\/notice\/new$/);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('필수 입력 항목입니다.')).toHaveCount(2);
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill(comment);
  await expect(page.getByLabel('고객에게 공개')).toBeChecked();
  // Yesterday to tomorrow: active today whichever side of midnight the server's clock is on.
  await typeDate(page, '시작일', kstDay(-1));
  await typeDate(page, '만료일', kstDay(-2));
  await expect(page.getByText('종료일은 시작일보다 빠를 수 없습니다.')).toBeVisible();
  await typeDate(page, '만료일', kstDay(1));
  await expect(page.getByText('종료일은 시작일보다 빠를 수 없습니다.')).toBeHidden();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText('공지사항이 등록되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cs\/notice\/\d+$/);
  await expect(page.getByLabel('제목')).toHaveValue(title);
  await expect(page.getByLabel('제목')).toBeDisabled();

  await page.getByRole('button', { name: '목록', exact: true }).click();
  await page.getByLabel('검색어').fill(title);
  await page.getByLabel('검색어').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('활성', { exact: true })).toBeVisible();

  // The customer's board.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, 'hanbit', 'demo1234');
  await expect(customer).toHaveURL(/\/customer\/main$/);
  await customer.getByRole('link', { name: '공지사항' }).first().click();
  await expect(customer).toHaveURL(/\/bd\/notice$/);
  await customer.getByLabel('검색어').fill('포장 기준');
  await customer.getByLabel('검색어').press('Enter');
  await expect(customer).toHaveURL(/searchKeyword=/);
  await customer.getByRole('cell', { name: title }).click();
  await expect(customer).toHaveURL(/\/bd\/notice\/\d+$/);
  await expect(customer.getByRole('heading', { name: title })).toBeVisible();
  await expect(customer.getByText('쇼핑백 포장 단위가 100장에서 50장으로 바뀝니다.')).toBeVisible();
  await customer.getByRole('button', { name: '목록', exact: true }).click();
  await expect(customer).toHaveURL(/\/bd\/notice\?/);

  // A malformed id goes back to the list.
  await customer.goto('/bd/notice/abc');
  await expect(customer).toHaveURL(/\/bd\/notice$/);
  await customerContext.close();

  // Switched off, it leaves the board.
  await page.getByRole('row', { name: new RegExp(title) }).click();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await page.getByLabel('고객에게 공개').uncheck();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page.getByText('공지사항이 수정되었습니다.')).toBeVisible();
  await expect(page.getByText('비활성', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText('공지사항이 삭제되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cs\/notice(\?.*)?$/);
});

test('on a slow phone, a notice opened the moment its search is sent still returns to that search', async ({
  page,
}) => {
  await signIn(page, 'seoul-cafe', 'demo1234');
  await expect(page).toHaveURL(/\/customer\/main$/);
  await page.goto('/bd/notice');
  await page.getByRole('row').nth(1).waitFor();
  // A slow CPU: the list renders the new query a while after the address has it (the router's transition).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.getByLabel('검색어').fill('안내');
  await page.getByLabel('검색어').press('Enter');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/bd\/notice\/\d+$/);
  await page.getByRole('button', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/bd\/notice\?.*searchKeyword=%EC%95%88%EB%82%B4/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test("a schedule of this month shows in the calendar modal; '오늘 하루 보지 않기' and '7일간 보지 않기' hide it", async ({
  page,
  context,
}) => {
  const name = `재단기 칼날 교체 ${unique()}`;
  await adminWithCalendar(page);
  // Register a schedule for today (both dates default to today).
  await page.goto('/admin/cm/schedule/new');
  const calendar = page.getByRole('dialog', { name: '일정 달력' });
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: '닫기' }).last().click();
  await expect(calendar).toBeHidden();
  await page.getByLabel('제목').fill(name);
  await page.getByLabel('내용').fill('2호기 재단기 칼날 교체, 오전 작업 중지');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText('일정이 등록되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/schedule\/\d+$/);
  const detailUrl = page.url();

  // Closing keeps it closed for the browser session (a session cookie): the next page load does not reopen it.
  await page.goto('/admin/main');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(calendar).toHaveCount(0);
  // A new browser session shows it again, with the new schedule as a bar.
  await context.clearCookies({ name: 'notice_closed' });
  await page.reload();
  await expect(calendar).toBeVisible();
  const bar = calendar.getByRole('button', { name: new RegExp(name) });
  await expect(bar).toBeVisible();
  await expect(calendar.locator('[aria-current="date"]')).toBeVisible();
  await bar.click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByLabel('제목')).toHaveValue(name);

  // 오늘 하루 보지 않기: a one-day cookie, and no modal on the next visit.
  await context.clearCookies({ name: 'notice_closed' });
  await page.reload();
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(calendar).toBeHidden();
  expect(await hideCookieSecondsLeft(context)).toBeGreaterThan(DAY_SECONDS - 60);
  expect(await hideCookieSecondsLeft(context)).toBeLessThanOrEqual(DAY_SECONDS);
  await page.reload();
  await expect(page.getByLabel('제목')).toHaveValue(name);
  await expect(calendar).toHaveCount(0);

  // 7일간 보지 않기: seven days (in a new browser session, as the day cookie would have run out by then).
  await context.clearCookies({ name: 'notice' });
  await context.clearCookies({ name: 'notice_closed' });
  await page.reload();
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: '7일간 보지 않기' }).click();
  await expect(calendar).toBeHidden();
  expect(await hideCookieSecondsLeft(context)).toBeGreaterThan(7 * DAY_SECONDS - 60);
  expect(await hideCookieSecondsLeft(context)).toBeLessThanOrEqual(7 * DAY_SECONDS);

  // Delete the schedule: it leaves the calendar.
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('정말로 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText('일정이 삭제되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/schedule(\?.*)?$/);
});
