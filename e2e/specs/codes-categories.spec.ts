import { expect, test, type Page } from '@playwright/test';
import { confirmSave, signInAsAdmin, unique } from './helpers';

/** Signs in with the schedule calendar's 'do not show' cookie set: these journeys are about other screens. */
async function signInWithoutCalendar(page: Page) {
  await page.goto('/login');
  await page.context().addCookies([{ name: 'notice', value: 'hidden', url: new URL(page.url()).origin }]);
  await signInAsAdmin(page);
}

const categoryButton = (page: Page, name: string, code: string) =>
  page.getByRole('button', { name: `${name} ${code}` });

test('admin builds a three-level category path, edits it and cannot delete a category with children', async ({
  page,
}) => {
  await signInWithoutCalendar(page);
  await page.getByRole('link', { name: '품목 카테고리' }).first().click();
  await expect(page).toHaveURL(/\/admin\/pr\/category$/);

  // Level 2 needs a level-1 choice first.
  await page.getByRole('button', { name: '중분류 추가' }).click();
  await expect(page.getByRole('dialog')).toContainText('대분류를 먼저 선택해주세요.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  await categoryButton(page, '용지', 'P').click();
  await expect(page.getByRole('button', { name: '용지 삭제' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: '카테고리 정보' }).getByRole('button', { name: '수정', exact: true }),
  ).toHaveCount(0);

  const id = unique();
  const mid = { name: `테스트지${id}`, code: `P-T${id}` };
  await page.getByRole('button', { name: '중분류 추가' }).click();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('카테고리 코드를 입력해주세요.')).toBeVisible();
  await expect(page.getByText('카테고리명을 입력해주세요.')).toBeVisible();
  await page.getByLabel('카테고리 코드').fill(mid.code);
  await page.getByLabel('카테고리명').fill(mid.name);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText('카테고리가 등록되었습니다.')).toBeVisible();

  const leaf = { name: '180g', code: `${mid.code}-180` };
  await page.getByRole('button', { name: '소분류 추가' }).click();
  await page.getByLabel('카테고리 코드').fill(leaf.code);
  await page.getByLabel('카테고리명').fill(leaf.name);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText('카테고리가 등록되었습니다.').last()).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: '선택한 카테고리 경로' });
  await expect(breadcrumb).toHaveText(`용지›${mid.name}›${leaf.name}`);
  await expect(categoryButton(page, leaf.name, leaf.code)).toBeVisible();

  // Update the level-3 category.
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await page.getByLabel('카테고리명').fill('180g 고급');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(page, '저장');
  await expect(page.getByText('카테고리가 수정되었습니다.')).toBeVisible();
  await expect(breadcrumb).toHaveText(`용지›${mid.name}›180g 고급`);
  await expect(page.getByLabel('카테고리명')).toBeDisabled();

  // A category with children stays; the leaf goes first.
  await page.getByRole('button', { name: `${mid.name} 삭제` }).click();
  await expect(page.getByRole('dialog')).toContainText('정말로 삭제하시겠습니까?');
  await page.getByRole('dialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('하위 카테고리가 있는 카테고리는 삭제할 수 없습니다.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '180g 고급 삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText('카테고리가 삭제되었습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '180g 고급 삭제' })).toHaveCount(0);
  await expect(breadcrumb).toHaveText(`용지›${mid.name}`);
  await page.getByRole('button', { name: `${mid.name} 삭제` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByRole('button', { name: `${mid.name} 삭제` })).toHaveCount(0);
  await expect(breadcrumb).toHaveText('용지');
});

test('admin adds a code to a category, is told to select a code before editing, and deletes the new code', async ({
  page,
}) => {
  await signInWithoutCalendar(page);
  await page.getByRole('link', { name: '공통 코드' }).first().click();
  await expect(page).toHaveURL(/\/admin\/cm\/code$/);

  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('코드를 선택해주세요.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();

  await page.getByRole('row', { name: /배송 방법/ }).click();
  await expect(page.getByRole('heading', { name: '배송 방법 코드' })).toBeVisible();
  // Seeded codes are protected: no delete, and '사용' stays as it is even while editing.
  await page.getByRole('row', { name: /택배/ }).click();
  await expect(page.getByLabel('코드명')).toHaveValue('택배');
  const codeForm = page.getByRole('form', { name: '코드 정보' });
  await expect(codeForm.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page.getByLabel('사용')).toBeDisabled();
  // On a page the form's 취소 is outlined; in a dialog it is text, as every dialog's (processes-options).
  await expect(page.getByRole('button', { name: '취소' })).toHaveClass(/MuiButton-outlined/);
  await page.getByRole('button', { name: '취소' }).click();

  const name = `새벽 배송${unique()}`;
  await page.getByRole('button', { name: '신규' }).click();
  await expect(page.getByLabel('코드명')).toHaveValue('');
  await expect(page.getByLabel('사용')).toBeChecked();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('필수 입력 항목입니다.')).toBeVisible();
  await page.getByLabel('코드명').fill(name);
  await page.getByLabel('비고').fill('수도권 한정');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await confirmSave(page, '등록');
  await expect(page.getByText(`${name} 코드가 생성되었습니다.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('수도권 한정');
  await expect(page.getByLabel('코드명')).toBeDisabled();

  await codeForm.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('삭제하시겠습니까?');
  await page.getByRole('dialog').getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText(`${name} 코드가 삭제되었습니다.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('admin edits the company basic info', async ({ page }) => {
  await signInWithoutCalendar(page);
  await page.getByRole('link', { name: '회사 정보' }).first().click();
  await expect(page).toHaveURL(/\/admin\/cm\/basicInfo$/);
  await expect(page.getByLabel('회사명')).toBeDisabled();

  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cm\/basicInfo\/edit$/);
  await page.getByLabel('대표자').fill('');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('필수 입력 항목입니다.')).toBeVisible();
  await page.getByLabel('대표자').fill('이한결');
  const name = `한결인쇄 ${unique()}`;
  await page.getByLabel('회사명').fill(name);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('회사 정보가 수정되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cm\/basicInfo$/);
  await expect(page.getByLabel('회사명')).toHaveValue(name);
  await expect(page.getByLabel('대표자')).toHaveValue('이한결');
});

test('on a phone a chosen code covers the screen, and going back with unsaved changes asks first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithoutCalendar(page);
  await page.goto('/admin/cm/code');
  await page.getByRole('row', { name: /대리/ }).click();
  const detail = page.getByRole('dialog', { name: /^코드 (정보|수정)$/ });
  await expect(detail.getByLabel('코드명')).toHaveValue('대리');
  await detail.getByRole('button', { name: '수정', exact: true }).click();
  await detail.getByLabel('비고').fill('작성 중');

  // Back with changes: staying keeps them, leaving drops them and shows the lists again.
  await detail.getByRole('button', { name: '닫기' }).click();
  const guard = page.getByRole('dialog', { name: '확인' });
  await expect(guard).toContainText('페이지를 나가시겠습니까? 변경사항이 저장되지 않을 수 있습니다.');
  await guard.getByRole('button', { name: '취소' }).click();
  await expect(detail.getByLabel('비고')).toHaveValue('작성 중');
  await detail.getByRole('button', { name: '닫기' }).click();
  await guard.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('table', { name: '코드 목록' })).toBeVisible();
  await expect(page.getByLabel('비고')).toHaveValue('');
});
