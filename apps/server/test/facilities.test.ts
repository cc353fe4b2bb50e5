import { afterEach, describe, expect, it } from 'vitest';
import { FACILITY_SIMULATOR_JOB } from '../src/modules/facilities/simulator';
import { employeeWithoutGroups, engine, grantAuthority, makeApp } from './harness';
import { facilityFixture } from './facilities-fixture';

const ctx = await makeApp({ demo: false });
const f = await facilityFixture(ctx);
afterEach(() => ctx.app.clock.release());

/** PUT /api/facility_controller: a run of the machine from `began` (shop wall clock), 45 minutes and 400 layers. */
const startRun = (id: number, began: string, change: { duration?: unknown; totalLayer?: unknown } = {}) =>
  f.call('PUT', '/api/facility_controller', { id, began, duration: 45, totalLayer: 400, ...change });

/** POST /api/facility/contact with only the code to judge. */
const addContact = (facilityCode: string) =>
  f.call('POST', '/api/facility/contact', { facilityCode, facilityName: 'x', ipAddress: '' });

/** The monitoring board's day and the machine's card on it. */
async function monitoringCard(id: number) {
  const data = (await f.call('GET', '/api/facility/monitoring')).json().data;
  return { day: data.day as string, card: data.facilities.find((c: { id: number }) => c.id === id) };
}

describe(`facility contacts (${engine})`, () => {
  it('lists the seeded machines with JYCOM_PRO_01 first', async () => {
    const res = await f.call('GET', '/api/facility/contact/all');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { facilityCode: string; hasToken: boolean }[];
    expect(rows[0]).toMatchObject({ facilityCode: 'JYCOM_PRO_01', hasToken: false });
    expect(rows.map((r) => r.facilityCode)).toEqual(expect.arrayContaining(['OFFSET_01', 'CUTTER_01', 'SHOPBAG_01']));
    expect(rows[0]).toMatchObject({ mqttRejected: 0, mqttRejectedAt: null });
    // Rated speeds as the live gauge had them: 160 a minute for the JYCOM press, 9,000 for the others.
    expect((await f.machine('JYCOM_PRO_01')).ratedPerMinute).toBe(160);
    expect((await f.machine('CUTTER_01')).ratedPerMinute).toBe(9000);
  });

  it('saves a valid IP and refuses a malformed one under its field', async () => {
    const m = await f.machine('CUTTER_01');
    const saved = await f.call('PUT', '/api/facility/contact', { id: m.id, ipAddress: '10.1.2.3' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('재단기 1호기 접속 정보가 저장되었습니다.');
    expect((await f.machine('CUTTER_01')).ipAddress).toBe('10.1.2.3');
    const bad = await f.call('PUT', '/api/facility/contact', { id: m.id, ipAddress: '300.1.2.3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      ipAddress: { isError: true, defaultMessage: 'IP 주소 형식이 올바르지 않습니다. (예: 192.168.0.10)' },
    });
    expect((await f.machine('CUTTER_01')).ipAddress).toBe('10.1.2.3');
    expect((await f.call('PUT', '/api/facility/contact', { id: 999999, ipAddress: '' })).statusCode).toBe(404);
  });

  it('adds a machine, refuses its code twice, and removes it with its data', async () => {
    const id = await f.addMachine('LAMINATOR_01', '코팅기 1호기');
    const again = await addContact('LAMINATOR_01');
    expect(again.statusCode).toBe(400);
    expect(again.json().facilityCode.defaultMessage).toBe('이미 등록된 설비 코드입니다.');
    const lower = await addContact('bad code');
    expect(lower.json().facilityCode.defaultMessage).toBe('설비 코드는 영문 대문자, 숫자, 밑줄(_)로 입력해주세요.');
    await startRun(id, '2026-01-01T00:00:00');
    const removed = await f.call('DELETE', `/api/facility/contact/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('코팅기 1호기 설비가 삭제되었습니다.');
    expect(await f.runsOf(id)).toEqual([]);
    expect((await f.call('DELETE', `/api/facility/contact/${id}`)).statusCode).toBe(404);
  });
});

describe(`monitoring settings (${engine})`, () => {
  it('saves colour, name, max amount (digits with commas) and unit; the code stays', async () => {
    const m = await f.machine('OFFSET_01');
    const res = await f.call('PUT', '/api/facility/monitoring_manager', {
      id: m.id,
      facilityCode: 'CHANGED',
      facilityName: '옵셋 1호기',
      circleColor: '#ff0000',
      maxAmount: '12,000',
      unit: '연',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('설비 모니터링 관리가 저장되었습니다.');
    expect(await f.machine('OFFSET_01')).toMatchObject({
      name: '옵셋 1호기',
      circleColor: '#ff0000',
      maxAmount: 12000,
      unit: '연',
    });
    const all = await f.call('GET', '/api/facility/monitoring_manager/all');
    expect(all.json().data).toContainEqual({
      id: m.id,
      facilityCode: 'OFFSET_01',
      facilityName: '옵셋 1호기',
      circleColor: '#ff0000',
      maxAmount: 12000,
      unit: '연',
      // Left out of the spec's payload: unchanged (the seeded offset press: 9,000 a minute; no hourly rate).
      ratedPerMinute: 9000,
      hourlyRate: 0,
    });
  });

  it('refuses letters in max amount and a colour that is no hex', async () => {
    const m = await f.machine('OFFSET_01');
    const res = await f.call('PUT', '/api/facility/monitoring_manager', {
      id: m.id,
      facilityName: '옵셋',
      circleColor: 'red',
      maxAmount: '12a',
      unit: '연',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      maxAmount: { defaultMessage: '숫자만 입력해주세요.' },
      circleColor: { defaultMessage: '색상 형식(#RRGGBB)이 올바르지 않습니다.' },
    });
  });
});

describe(`controller runs (${engine})`, () => {
  it('starts a run on the shop wall clock, refuses a second, and stop ends it now', async () => {
    const id = await f.addMachine('RUN_TEST_01');
    // 10:00 KST = 01:00 UTC.
    ctx.app.clock.fixAt('2026-03-02T01:10:00Z');
    const start = await startRun(id, '2026-03-02T10:00:00');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      message: '설비 정보가 저장되었습니다.',
      data: {
        id,
        began: '2026-03-02T01:00:00.000Z',
        finish: '2026-03-02T01:45:00.000Z',
        totalLayer: 400,
        status: 'RUNNING',
      },
    });
    const twice = await startRun(id, '2026-03-02T10:05:00');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('WORKFLOW_CONFLICT');
    expect(twice.json().errorMessage).toContain("'가동중'이라");

    ctx.app.clock.fixAt('2026-03-02T01:20:00Z');
    const stop = await f.call('PATCH', `/api/facility_controller/stop/${id}`);
    expect(stop.statusCode).toBe(200);
    expect(stop.json().message).toBe('RUN_TEST_01 설비 가동을 중지했습니다.');
    const [run] = await f.runsOf(id);
    expect(run!.finish.toISOString()).toBe('2026-03-02T01:20:00.000Z');
    expect(run!.stoppedAt?.toISOString()).toBe('2026-03-02T01:20:00.000Z');
    // The plan stays (the per-machine OEE's planned time: 25 minutes were lost).
    expect(run!.plannedFinish.toISOString()).toBe('2026-03-02T01:45:00.000Z');
    const rows = (await f.call('GET', '/api/facility_controller')).json().data as { id: number; status: string }[];
    expect(rows.find((r) => r.id === id)!.status).toBe('STANDBY');
    const again = await f.call('PATCH', `/api/facility_controller/stop/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toContain("'대기'라 '중지'를 할 수 없습니다");
  });

  it('stopping a scheduled run calls its plan off: it begins, ends and was planned to end now', async () => {
    const id = await f.addMachine('RUN_TEST_03');
    ctx.app.clock.fixAt('2026-03-03T00:00:00Z'); // 09:00 KST
    const start = await f.call('PUT', '/api/facility_controller', {
      id,
      began: '2026-03-03T11:00:00',
      duration: 60,
      totalLayer: 400,
    });
    expect(start.json()).toMatchObject({ data: { status: 'SCHEDULED' } });
    expect((await f.call('PATCH', `/api/facility_controller/stop/${id}`)).statusCode).toBe(200);
    const [run] = await f.runsOf(id);
    for (const at of [run!.began, run!.finish, run!.plannedFinish])
      expect(at.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });

  it('refuses a run that would already be over, bad formats and an unknown machine', async () => {
    const id = await f.addMachine('RUN_TEST_02');
    ctx.app.clock.fixAt('2026-03-02T05:00:00Z');
    const over = await startRun(id, '2026-03-02T10:00:00');
    expect(over.statusCode).toBe(400);
    expect(over.json().began.defaultMessage).toBe(
      '종료 시각이 이미 지났습니다. 시작 시각이나 가동 시간을 확인해주세요.',
    );
    const format = await startRun(id, '2026-03-02 14:00', { duration: 0, totalLayer: 'x' });
    expect(format.json()).toMatchObject({
      began: { defaultMessage: '시작 시각 형식(YYYY-MM-DDTHH:mm:ss)이 올바르지 않습니다.' },
      duration: { defaultMessage: '가동 시간은 1~1,440분 사이로 입력해주세요.' },
      totalLayer: { defaultMessage: '숫자만 입력해주세요.' },
    });
    const unknown = await startRun(999999, '2026-03-02T14:00:00');
    expect(unknown.statusCode).toBe(404);
  });

  it('lets exactly one of two simultaneous starts through', async () => {
    const id = await f.addMachine('RUN_RACE_01');
    ctx.app.clock.fixAt('2026-03-03T01:00:00Z');
    const answers = await Promise.all([startRun(id, '2026-03-03T10:00:00'), startRun(id, '2026-03-03T10:00:00')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await f.runsOf(id)).toHaveLength(1);
  });
});

describe(`monitoring and history (${engine})`, () => {
  it('counts "today" on the Seoul calendar across midnight, the server clock being UTC', async () => {
    const id = await f.addMachine('DAY_TEST_01');
    const { recordReading } = await import('../src/modules/facilities/readings');
    // 23:59:30 KST on 3 April = 14:59:30 UTC: still 3 April in Seoul.
    ctx.app.clock.fixAt('2026-04-03T14:59:30Z');
    await recordReading(ctx.database.db, ctx.app.clock, id, { counter: 7, ip: '10.0.0.9', rssi: -45 });
    let board = await monitoringCard(id);
    expect(board.day).toBe('2026-04-03');
    expect(board.card).toMatchObject({ todayCount: 7, liveCount: 7, rssi: -45, lastIp: '10.0.0.9', running: false });
    // 00:00:30 KST on 4 April = 15:00:30 UTC on 3 April: a new day in Seoul.
    ctx.app.clock.fixAt('2026-04-03T15:00:30Z');
    await recordReading(ctx.database.db, ctx.app.clock, id, { counter: 5, ip: '10.0.0.9', rssi: -60 });
    board = await monitoringCard(id);
    expect(board.day).toBe('2026-04-04');
    expect(board.card).toMatchObject({ todayCount: 5, liveCount: 12, rssi: -60 });
    expect((await f.dailyOf(id)).map((d) => [d.day, d.counter]).sort()).toEqual([
      ['2026-04-03', 7],
      ['2026-04-04', 5],
    ]);
    // The −60 reading is an event of 4 April (Seoul), not of 3 April.
    const today = await f.call('GET', '/api/facility/history');
    expect(today.json().data).toContainEqual(
      expect.objectContaining({
        facilityCode: 'DAY_TEST_01',
        rssi: -60,
        ip: '10.0.0.9',
        occurredAt: '2026-04-03T15:00:30.000Z',
      }),
    );
    const before = await f.call('GET', '/api/facility/history?date=2026-04-03');
    expect(before.json().data.filter((e: { facilityCode: string }) => e.facilityCode === 'DAY_TEST_01')).toEqual([]);
    expect((await f.call('GET', '/api/facility/history?date=2026-02-30')).statusCode).toBe(400);
  });
});

describe(`access (${engine})`, () => {
  it('refuses staff without FACILITY and lets a reader read but not write', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no-facility');
    const as = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: agent.headers() });
    for (const url of [
      '/api/facility/contact/all',
      '/api/facility/monitoring_manager/all',
      '/api/facility_controller',
      '/api/facility/monitoring',
      '/api/facility/history',
      '/sensor/realtime',
      '/sensor/day_count',
      '/sensor/event',
    ])
      expect((await as('GET', url)).statusCode, url).toBe(403);
    await grantAuthority(ctx, employeeId, 'FACILITY_READ');
    expect((await as('GET', '/api/facility/monitoring')).statusCode).toBe(200);
    expect((await as('GET', '/sensor/realtime')).statusCode).toBe(200);
    const m = await f.machine('CUTTER_01');
    expect((await as('PUT', '/api/facility/contact', { id: m.id, ipAddress: '10.0.0.1' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/sensor/realtime' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/facility/monitoring' })).statusCode).toBe(401);
  });
});

describe(`the simulator (${engine})`, () => {
  it('counts only while a run is going on, and stops with the run', async () => {
    const id = await f.addMachine('SIM_TEST_01');
    ctx.app.clock.fixAt('2026-05-01T01:00:00Z');
    await ctx.app.jobs.runNow(FACILITY_SIMULATOR_JOB);
    expect(await f.readingsOf(id)).toEqual([]);
    await startRun(id, '2026-05-01T10:00:00');
    await ctx.app.jobs.runNow(FACILITY_SIMULATOR_JOB);
    // A second pass within the same interval (another process, say) adds nothing.
    await ctx.app.jobs.runNow(FACILITY_SIMULATOR_JOB);
    expect(await f.readingsOf(id)).toHaveLength(1);
    ctx.app.clock.fixAt('2026-05-01T01:00:05Z');
    await ctx.app.jobs.runNow(FACILITY_SIMULATOR_JOB);
    const readings = await f.readingsOf(id);
    expect(readings).toHaveLength(2);
    // 9,000 a minute at most for this machine: 3 s is at most 450 pieces.
    for (const r of readings) expect(r.counter).toBeGreaterThan(0);
    for (const r of readings) expect(r.counter).toBeLessThanOrEqual(450);
    const { card } = await monitoringCard(id);
    expect(card.running).toBe(true);
    expect(card.todayCount).toBe(readings.reduce((s, r) => s + r.counter, 0));

    await f.call('PATCH', `/api/facility_controller/stop/${id}`);
    ctx.app.clock.fixAt('2026-05-01T01:00:10Z');
    await ctx.app.jobs.runNow(FACILITY_SIMULATOR_JOB);
    expect(await f.readingsOf(id)).toHaveLength(2);
  });
});

describe(`retention (${engine})`, () => {
  it('drops raw readings and weak-signal events past SENSOR_RETENTION_DAYS and keeps the daily roll-up', async () => {
    const id = await f.addMachine('KEEP_TEST_01');
    const { recordReading } = await import('../src/modules/facilities/readings');
    ctx.app.clock.fixAt('2026-01-01T03:00:00Z');
    await recordReading(ctx.database.db, ctx.app.clock, id, { counter: 4, ip: '10.0.0.9', rssi: -55 });
    ctx.app.clock.fixAt('2026-03-25T03:00:00Z');
    await recordReading(ctx.database.db, ctx.app.clock, id, { counter: 6, ip: '10.0.0.9', rssi: -45 });
    ctx.app.clock.fixAt('2026-03-25T03:01:00Z');
    await recordReading(ctx.database.db, ctx.app.clock, id, { counter: 5, ip: '10.0.0.9', rssi: -58 });
    // 90 days (the default) after the first reading and a little more.
    ctx.app.clock.fixAt('2026-04-02T03:00:00Z');
    await ctx.app.jobs.runNow('facility-retention');
    expect((await f.readingsOf(id)).map((r) => r.counter).sort((a, b) => a - b)).toEqual([5, 6]);
    expect((await f.dailyOf(id)).map((d) => d.counter).sort((a, b) => a - b)).toEqual([4, 11]);
    // The January weak reading's event went with its reading; the March one stays.
    expect((await f.eventsOf(id)).map((e) => e.rssi)).toEqual([-58]);
  });
});
