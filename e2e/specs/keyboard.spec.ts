import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers';

/** What has keyboard focus now: its tag, role, text and outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      sortHeader: el?.classList.contains('MuiTableSortLabel-root') ?? false,
      text: el?.textContent ?? '',
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

/** Presses Tab until `done` holds for the focused element, at most `max` times. */
async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (done(f)) return f;
  }
  throw new Error('Tab never reached the element.');
}

test('the skip link jumps to the content, and a list row is reached by Tab and opened with Enter', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/pr/item');
  await expect(page.getByRole('table', { name: '품목 목록' }).getByRole('row').nth(1)).toBeVisible();

  // One Tab: the skip link, visible.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문으로 건너뛰기' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // From the content, Tab reaches a sort header (with a visible focus ring) and then a row that opens a record.
  const header = await tabUntil(page, (f) => f.sortHeader);
  expect(header.outline).toMatch(/^solid [1-9]/);
  const row = await tabUntil(page, (f) => f.tag === 'tr');
  expect(row.outline).toMatch(/^solid [1-9]/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/pr\/item\/\d+$/);
  await expect(page.getByLabel('품목 코드')).toBeVisible();
});

test('the schedule calendar, once closed, stays closed on reload', async ({ page, context }) => {
  await signInAsAdmin(page);
  // The sign-in helper hides the calendar with the day cookie; drop it to see the pop-up on entry.
  await context.clearCookies({ name: 'notice' });
  await page.reload();
  const calendar = page.getByRole('dialog', { name: '일정 달력' });
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: '닫기' }).last().click();
  await expect(calendar).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(calendar).toHaveCount(0);

  // A new tab of the same browser session agrees.
  const tab = await context.newPage();
  await tab.goto('/admin/main');
  await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await tab.waitForLoadState('networkidle');
  await expect(tab.getByRole('dialog', { name: '일정 달력' })).toHaveCount(0);
  await tab.close();
});
