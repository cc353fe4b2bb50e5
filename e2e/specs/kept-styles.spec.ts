import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers';

// The component styles a page made are kept in localStorage and put back on the next load (app/kept-styles.ts).

/** The saved entry, or null while there is none or it is not readable. */
const keptEntry = (page: Page) =>
  page.evaluate(() => {
    try {
      return JSON.parse(localStorage.getItem('kept-styles') ?? 'null') as { names: string[] } | null;
    } catch {
      return null;
    }
  });

/** What the kept style element holds, and how many rules emotion had to make on top of it. */
const styleSheets = (page: Page) =>
  page.evaluate(() => {
    const kept = document.querySelector('style[data-emotion^="css "]');
    const made = [...document.querySelectorAll('style[data-emotion="css"]')];
    return {
      keptNames: kept ? (kept.getAttribute('data-emotion') ?? '').split(' ').length - 1 : 0,
      madeRules: made.reduce((n, s) => n + ((s as HTMLStyleElement).sheet?.cssRules.length ?? 0), 0),
    };
  });

/** Computed styles of parts whose look comes from emotion: the bar, a sort header, a row cell, the current page. */
const looks = (page: Page) =>
  page.evaluate(() => {
    const pick = (selector: string, props: string[]) => {
      const el = document.querySelector(selector);
      if (!el) return `missing ${selector}`;
      const style = getComputedStyle(el);
      return props.map((p) => style.getPropertyValue(p)).join(' | ');
    };
    return [
      pick('header', ['background-color', 'height', 'position']),
      pick('thead th', ['font-weight', 'padding-left', 'border-bottom-color']),
      pick('tbody td', ['font-size', 'white-space', 'text-overflow', 'padding-top']),
      pick('[aria-current="page"], [aria-current="true"]', ['background-color', 'color', 'border-radius']),
      pick('nav a', ['padding-left', 'color', 'text-decoration-line']),
    ];
  });

const openItemList = async (page: Page) => {
  await page.goto('/admin/pr/item');
  await expect(page.getByRole('table').getByRole('row').nth(2)).toBeVisible();
};

test('a reload takes its styles from what the last load kept, and looks the same as a page made from nothing', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await openItemList(page);
  await expect.poll(async () => (await keptEntry(page))?.names.length ?? 0).toBeGreaterThan(20);

  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(2)).toBeVisible();
  const sheets = await styleSheets(page);
  expect(sheets.keptNames).toBeGreaterThan(20);
  // Every style the list needs was kept: emotion made none of its own.
  expect(sheets.madeRules).toBe(0);
  const keptLooks = await looks(page);

  // The same page in a browser that kept nothing.
  const fresh = await browser.newPage();
  await fresh.addInitScript(() => localStorage.removeItem('kept-styles'));
  await signInAsAdmin(fresh);
  await openItemList(fresh);
  expect((await styleSheets(fresh)).madeRules).toBeGreaterThan(100);
  expect(keptLooks).toEqual(await looks(fresh));
  expect(keptLooks.join()).not.toContain('missing');
  await fresh.close();
});

test('a damaged kept entry is ignored and replaced', async ({ page }) => {
  await signInAsAdmin(page);
  // Damaged as the next document starts, after the page before it saved what it had on leaving.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('kept-styles-damaged')) return;
    sessionStorage.setItem('kept-styles-damaged', '1');
    localStorage.setItem('kept-styles', '{"v":1,"names":["x"');
  });
  await openItemList(page);
  expect((await styleSheets(page)).keptNames).toBe(0);
  await expect.poll(async () => (await keptEntry(page))?.names.length ?? 0).toBeGreaterThan(20);
});
