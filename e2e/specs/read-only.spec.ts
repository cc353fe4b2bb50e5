import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmSave, signIn, signInAsAdmin, unique } from './helpers';

const GROUPS = '/api/admin/cm/auth_group';
const PASSWORD = 'staff-pass-2468';

/** The admin's API calls, through the signed-in admin page (cookie + CSRF header). */
async function adminApi(page: Page) {
  const { data } = await (await page.request.post('/api/authentication/check_logged_in')).json();
  const headers = { 'x-csrf-token': data.csrf as string };
  const request: APIRequestContext = page.request;
  const post = async (path: string, body: unknown) => {
    const res = await request.post(path, { headers, data: body });
    expect(res.ok(), `${path} → ${res.status()} ${await res.text()}`).toBe(true);
    const { data } = (await res.json()) as { data: { id: number } };
    return data;
  };
  return { headers, request, post };
}

test('a read-only employee sees no write actions, and a refused write keeps the typed input', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const admin = await adminApi(page);
  const tag = unique();

  // A department without permission groups, an employee in it, and a group that may only read 공정 관리.
  const department = await admin.post('/api/department', { name: `읽기전용부${tag}` });
  const username = `ro${tag}`;
  const created = await admin.request.post('/api/employee', {
    headers: admin.headers,
    multipart: {
      username,
      password: PASSWORD,
      password2: PASSWORD,
      name: `조회직원${tag}`,
      departmentId: String(department.id),
      positionId: '1',
      tel: '010-0000-0000',
    },
  });
  expect(created.status()).toBe(201);
  const employee = (await created.json()).data;
  const group = await admin.post(GROUPS, { name: `공정조회${tag}` });
  const authorities: { id: number; name: string }[] = (await (await admin.request.get(`${GROUPS}/authorities`)).json())
    .data;
  const authorityId = (name: string) => authorities.find((a) => a.name === name)!.id;
  await admin.post(`${GROUPS}/authority`, { authGroupId: group.id, authorityId: authorityId('PROCESS_READ') });
  await admin.post(`${GROUPS}/authority`, { authGroupId: group.id, authorityId: authorityId('WORK_READ') });
  await admin.post(`${GROUPS}/in_other`, { authGroupId: group.id, targetType: 'employee', targetId: employee.id });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, username, PASSWORD);
  await expect(staff).toHaveURL(/\/admin\/main$/);

  // The item list: rows to read, no 신규 등록.
  await staff.goto('/admin/pr/item');
  const firstRow = staff.getByRole('table', { name: '품목 목록' }).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await expect(staff.getByRole('button', { name: '신규 등록' })).toHaveCount(0);

  // An item: its fields to read, 목록 to go back, no 수정 or 삭제.
  await firstRow.click();
  await expect(staff).toHaveURL(/\/admin\/pr\/item\/\d+$/);
  const itemUrl = staff.url();
  await expect(staff.getByRole('button', { name: '목록' })).toBeVisible();
  await expect(staff.getByLabel('품목명')).toBeDisabled();
  await expect(staff.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
  // Nor does the manual tell them about actions they do not have.
  await staff.getByRole('button', { name: '도움말' }).click();
  const help = staff.getByRole('presentation').getByText(/상세 조회 화면입니다/);
  await expect(help).toBeVisible();
  await expect(help).not.toContainText('[수정]');
  await expect(help).not.toContainText('[삭제]');
  await staff.keyboard.press('Escape');

  // A purchase order still to receive: its status chip to read, no workflow button (입고 처리).
  const ordered = await admin.request.get('/api/admin/wk/purchase_order?status=ORDERED&size=1');
  const order = ((await ordered.json()) as { data: { content: { id: number }[] } }).data.content[0]!;
  await staff.goto(`/admin/wk/purchase_order/${order.id}`);
  await expect(staff.getByRole('heading', { name: '발주 상세' })).toBeVisible();
  await expect(staff.getByText('발주', { exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: '목록' })).toBeVisible();
  await expect(staff.getByRole('button', { name: '입고 처리' })).toHaveCount(0);

  // The edit address shows the record to read instead of a form that cannot be saved.
  await staff.goto(`${itemUrl}/edit`);
  await expect(staff).toHaveURL(itemUrl);
  await expect(staff.getByRole('button', { name: '저장', exact: true })).toHaveCount(0);

  // With write authority the employee edits; the authority is taken away while the form is open.
  await admin.post(`${GROUPS}/authority`, { authGroupId: group.id, authorityId: authorityId('PROCESS_WRITE') });
  await staff.goto(itemUrl);
  await staff.getByRole('button', { name: '수정', exact: true }).click();
  await expect(staff).toHaveURL(`${itemUrl}/edit`);
  const remark = `쓰기권한회수${tag}`;
  await staff.getByLabel('비고').fill(remark);
  await admin.post(`${GROUPS}/authority/delete`, {
    authGroupId: group.id,
    authorityId: authorityId('PROCESS_WRITE'),
  });
  await staff.getByRole('button', { name: '저장', exact: true }).click();
  await confirmSave(staff, '저장');

  // The refusal is told in place: the form stays with what was typed, no 403 page.
  const alert = staff.getByRole('dialog');
  await expect(alert).toContainText('권한이 없습니다. 이 작업은');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(staff).toHaveURL(`${itemUrl}/edit`);
  await expect(staff.getByLabel('비고')).toHaveValue(remark);

  // A page the employee may not read still goes to the 403 page, which says so.
  await admin.post(`${GROUPS}/authority/delete`, { authGroupId: group.id, authorityId: authorityId('PROCESS_READ') });
  await staff.goto('/admin/pr/item');
  await expect(staff).toHaveURL(/\/error_403$/);
  await expect(staff.getByText('이 화면을 조회할 권한이 없습니다.', { exact: false })).toBeVisible();
  await staffContext.close();

  // Clean up the group so the demo data stays as it was.
  const removed = await admin.request.delete(`${GROUPS}/${group.id}`, { headers: admin.headers });
  expect(removed.ok()).toBe(true);
});
