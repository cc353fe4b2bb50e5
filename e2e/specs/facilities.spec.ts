import { expect, test, type Page } from '@playwright/test';
import { apiOf, placeLeafletOrder, seoulWallClock, signInAsAdmin, unique } from './helpers';

/** Today's count the daily gauge reads ("1,234 / 5,000매" → 1234). */
async function todayCount(page: Page, name: string) {
  const text = await page.getByRole('meter', { name: `${name} 일일 생산 진척률` }).getAttribute('aria-valuetext');
  return Number((text ?? '').split('/')[0]!.replace(/[^\d]/g, ''));
}

test('a run started on the controller moves the monitoring gauges live, and stopping it stops them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const code = `E2E_${unique().toUpperCase()}`;
  const name = `시험 설비 ${code}`;

  // A machine the shop just bought.
  await page.goto('/admin/mc/facility_contact');
  await page.getByRole('button', { name: '설비 추가' }).click();
  const add = page.getByRole('dialog', { name: '설비 추가' });
  await add.getByLabel('설비 코드').fill(code);
  await add.getByLabel('설비명').fill(name);
  await add.getByLabel('IP 주소').fill('10.20.30.40');
  await add.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText(`${name} 설비가 등록되었습니다.`)).toBeVisible();

  // Start a run now with the dialog's random sample.
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '설비 데이터 제어' }).click();
  const row = page.getByRole('row', { name });
  await expect(row.getByText('대기')).toBeVisible();
  await row.getByRole('button', { name: '시작' }).click();
  const start = page.getByRole('dialog', { name: `${name} 가동 시작` });
  await start.getByRole('button', { name: '무작위 샘플' }).click();
  const minutes = Number(await start.getByLabel('가동 시간(분)').inputValue());
  expect(minutes).toBeGreaterThanOrEqual(40);
  expect(minutes).toBeLessThanOrEqual(50);
  const layers = Number(await start.getByLabel('레이어 수').inputValue());
  expect(layers).toBeGreaterThanOrEqual(350);
  expect(layers).toBeLessThanOrEqual(450);
  await start.getByRole('button', { name: '시작', exact: true }).click();
  await expect(page.getByText('설비 정보가 저장되었습니다.')).toBeVisible();
  await expect(row.getByText('가동중')).toBeVisible();
  // The controller's clock ticks: elapsed seconds grow without a reload.
  const elapsed = row.getByRole('cell').nth(7);
  const first = Number(await elapsed.textContent());
  await expect.poll(async () => Number(await elapsed.textContent())).toBeGreaterThan(first);

  // The gauges move without a reload (the simulator reports every 3 s, the screen reads every 3 s).
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '설비 모니터링' }).click();
  await expect.poll(() => todayCount(page, name), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await todayCount(page, name);
  await expect.poll(() => todayCount(page, name), { timeout: 20_000 }).toBeGreaterThan(before);
  await expect(page.getByRole('meter', { name: `${name} 실시간 생산량` })).not.toHaveAttribute('aria-valuenow', '0');

  // Stop really stops: the run ends now and the count stands still.
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '설비 데이터 제어' }).click();
  await row.getByRole('button', { name: '중지' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '중지' }).click();
  await expect(page.getByText(`${name} 가동을 중지했습니다.`)).toBeVisible();
  await expect(row.getByText('대기')).toBeVisible();
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '설비 모니터링' }).click();
  await expect(page.getByRole('meter', { name: `${name} 일일 생산 진척률` })).toBeVisible();
  // The screen first shows what it read before the stop (the count kept growing until then); once a reading after
  // the stop is in, the count stands still.
  await expect
    .poll(
      async () => {
        const seen = await todayCount(page, name);
        await page.waitForTimeout(3_500);
        return (await todayCount(page, name)) - seen;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  const stopped = await todayCount(page, name);
  await page.waitForTimeout(7_000);
  expect(await todayCount(page, name)).toBe(stopped);

  // The events popup with its note.
  await page.getByRole('button', { name: /이벤트/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: '모니터링 이벤트' })
      .getByText('신호 세기가 -50dBm 이하일 때 이벤트가 발생합니다.'),
  ).toBeVisible();
});

test('staff bind a running work step to a machine: the detail names the machine and its count grows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const code = `BIND_${unique().toUpperCase()}`;
  const name = `연동 인쇄기 ${code}`;
  const machine = await api.send<{ id: number }>('post', '/api/facility/contact', {
    facilityCode: code,
    facilityName: name,
    ipAddress: '10.20.30.41',
  });
  await api.send('put', '/api/facility_controller', {
    id: machine.id,
    began: seoulWallClock(),
    duration: 45,
    totalLayer: 400,
  });
  try {
    // A job whose first step (the admin's team) is under way.
    const order = await placeLeafletOrder(api, `설비 연동 전단 ${code}`, 2000);
    const { workOrderId } = await api.get<{ workOrderId: number }>(`/api/admin/wk/order/${order.id}`);
    await api.send('post', `/api/work_order/work_start/${workOrderId}`);

    await page.goto(`/admin/wk/work_order/${workOrderId}`);
    const picker = page.getByRole('combobox', { name: /작업 설비/ });
    await expect(page.getByText('설비 미지정')).toBeVisible();
    await picker.click();
    await page.getByRole('option', { name: `${name} (${code})` }).click();
    await expect(page.getByText('설비가 지정되었습니다.')).toBeVisible();
    await expect(picker).toHaveText(`${name} (${code})`);

    // The step's row names the machine under its team; the simulator's readings since the step started are its
    // count, read again every few seconds while it runs.
    const step = page.getByRole('table', { name: '공정 이력' }).getByRole('row').filter({ hasText: name });
    await expect(step).toBeVisible();
    const produced = page.getByText('설비 생산 수량 (작업 시작 이후)').locator('..');
    await expect(produced).toContainText(/\d+개/);
    const count = async () => Number(((await produced.textContent()) ?? '').replace(/.*\)|[^\d]/g, ''));
    await expect.poll(count, { timeout: 25_000 }).toBeGreaterThan(0);
    await expect(step).toContainText(new RegExp(`${name} · 생산 [1-9][\\d,]*개`));
  } finally {
    await api.send('patch', `/api/facility_controller/stop/${machine.id}`);
  }
});

test('a reading past the rated speed and weak signals become grouped events, not production', async ({ page }) => {
  await signInAsAdmin(page);
  const api = await apiOf(page);
  const code = `RATE_${unique().toUpperCase()}`;
  const name = `정격 시험기 ${code}`;
  const machine = await api.send<{ id: number }>('post', '/api/facility/contact', {
    facilityCode: code,
    facilityName: name,
    ipAddress: '10.20.30.42',
  });
  try {
    const { token } = await api.send<{ token: string }>('post', `/api/facility/contact/${machine.id}/token`);

    // Its rated speed on 모니터링 설정: 100 pieces a minute.
    await page.goto('/admin/mc/facility_manager');
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row.getByLabel('정격 속도(분당)')).toHaveValue('9000');
    await row.getByLabel('정격 속도(분당)').fill('100');
    await row.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('설비 모니터링 관리가 저장되었습니다.')).toBeVisible();

    // Two weak readings of a piece each, then a step no machine of 100 a minute makes in a few seconds.
    const post = (data: object) =>
      page.request.post(`/sensor/reading/${code}`, { headers: { 'x-sensor-token': token }, data });
    for (const rssi of [-55, -60]) expect((await post({ counter: 1, ip: '10.20.30.42', rssi })).status()).toBe(201);
    const jump = await post({ counter: 100_000, ip: '10.20.30.42', rssi: -45 });
    expect(((await jump.json()) as { message: string }).message).toContain('비정상 카운터');
    // An unknown field is refused like any other body.
    const extra = await post({ counter: 1, produced: 20_000_000 });
    expect(extra.status()).toBe(400);

    await page.goto('/admin/mc/facility_monitoring');
    // Today's count is the two weak readings' pieces; the refused step is not in it.
    await expect.poll(() => todayCount(page, name)).toBe(2);
    await page.getByRole('button', { name: /이벤트/ }).click();
    const events = page.getByRole('dialog', { name: '모니터링 이벤트' }).getByRole('table', {
      name: '모니터링 이벤트 목록',
    });
    await expect(
      events.getByRole('row').filter({ hasText: code }).filter({ hasText: '비정상 카운터 100,000' }),
    ).toBeVisible();
    await expect(
      events.getByRole('row').filter({ hasText: code }).filter({ hasText: '약한 신호 2회, 최저 -60 dBm' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // No MQTT message was refused for it.
    await page.goto('/admin/mc/facility_contact');
    await expect(page.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(4)).toHaveText('없음');
  } finally {
    await api.remove(`/api/facility/contact/${machine.id}`);
  }
});
