import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { engine, makeApp } from './harness';
import { facilityFixture, signedReading } from './facilities-fixture';

/** This machine's Mosquitto (DESIGN: the equipment feed's broker in development and tests). */
const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
// A prefix of this run only, so parallel runs and other helpers' tests never see each other's messages.
const prefix = `scm-test-${process.pid}-${Date.now().toString(36)}`;
const sensorPort = 20_000 + Math.floor(Math.random() * 20_000);

const ctx = await makeApp({
  demo: false,
  env: { MQTT_URL: BROKER, MQTT_TOPIC_PREFIX: prefix, SENSOR_PORT: String(sensorPort), HOST: '127.0.0.1' },
});
const f = await facilityFixture(ctx);
const publisher = await mqtt
  .connectAsync(BROKER, { connectTimeout: 5_000, reconnectPeriod: 0 })
  .catch((err: unknown) => {
    throw new Error(`No MQTT broker at ${BROKER} (start mosquitto; .ci/run does): ${String(err)}`);
  });
afterAll(async () => {
  await publisher.endAsync();
});

const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe(`machine counters over MQTT (${engine})`, () => {
  it('stores signed counters published on the machine topic, with an event at −50 dBm and none at −49', async () => {
    const id = await f.addMachine('MQTT_TEST_01');
    const token = (await f.call('POST', `/api/facility/contact/${id}/token`)).json().data.token as string;
    const publish = (body: object) =>
      publisher.publishAsync(`${prefix}/MQTT_TEST_01`, JSON.stringify(body), { qos: 1 });
    let ts = Date.now();
    const signed = (r: { counter: number; ip?: string; rssi?: number }) =>
      signedReading('MQTT_TEST_01', token, r, ++ts);
    // Nothing is subscribed until the broker connection is up: publish until the first reading lands.
    const first = await until(
      async () => {
        await publish(signed({ counter: 3, ip: '10.0.0.21', rssi: -49 }));
        return f.readingsOf(id);
      },
      (rows) => rows.length > 0,
    );
    expect(first.length).toBeGreaterThan(0);
    // Let the retries still in flight land before counting.
    let before = -1;
    for (let now = first.length; now !== before; now = (await f.readingsOf(id)).length) {
      before = now;
      await new Promise((r) => setTimeout(r, 300));
    }
    const weak = signed({ counter: 4, ip: '10.0.0.21', rssi: -50 });
    await publish(weak);
    const rows = await until(
      () => f.readingsOf(id),
      (r) => r.length === before + 1,
    );
    expect(rows.at(-1)).toMatchObject({ counter: 4, ip: '10.0.0.21', rssi: -50 });
    expect((await f.eventsOf(id)).map((e) => [e.kind, e.rssi])).toEqual([['WEAK_SIGNAL', -50]]);
    const [day] = await f.dailyOf(id);
    expect(day!.counter).toBe(rows.reduce((s, r) => s + r.counter, 0));
    const rejectedBefore = (await f.machine('MQTT_TEST_01')).mqttRejected;

    // Not proving the machine: dropped and counted. Not JSON, unsigned (the forged 1,000,000), signed with
    // another token, the signed message sent again (a replay), an old signed message, a signed message with a
    // field changed, an unknown field.
    const forged = [
      'hello',
      JSON.stringify({ counter: 1_000_000, ip: '10.0.0.99', rssi: -40 }),
      JSON.stringify(signedReading('MQTT_TEST_01', `${token}x`, { counter: 5 }, ++ts)),
      JSON.stringify(weak),
      JSON.stringify(signedReading('MQTT_TEST_01', token, { counter: 5 }, Date.now() - 5 * 60_000)),
      JSON.stringify({ ...signed({ counter: 5 }), counter: 500 }),
      JSON.stringify({ ...signed({ counter: 5 }), extra: 1 }),
    ];
    for (const message of forged) await publisher.publishAsync(`${prefix}/MQTT_TEST_01`, message, { qos: 1 });
    const rejected = await until(
      async () => (await f.machine('MQTT_TEST_01')).mqttRejected,
      (n) => n >= rejectedBefore + forged.length,
    );
    expect(rejected).toBe(rejectedBefore + forged.length);
    await publisher.publishAsync(`${prefix}/NO_SUCH_MACHINE`, JSON.stringify({ counter: 1 }), { qos: 1 });
    await new Promise((r) => setTimeout(r, 500));
    expect(await f.readingsOf(id)).toHaveLength(before + 1);
    const contact = (await f.call('GET', '/api/facility/contact/all'))
      .json()
      .data.find((c: { facilityCode: string }) => c.facilityCode === 'MQTT_TEST_01');
    expect(contact).toMatchObject({ mqttRejected: rejected });
    expect(contact.mqttRejectedAt).not.toBeNull();
  });

  it('records a step the rated speed cannot explain as an event, not as production', async () => {
    const id = await f.addMachine('MQTT_TEST_02');
    const token = (await f.call('POST', `/api/facility/contact/${id}/token`)).json().data.token as string;
    // The default rated speed (9,000 a minute) allows at most 13,501 pieces in a first reading's minute.
    await publisher.publishAsync(
      `${prefix}/MQTT_TEST_02`,
      JSON.stringify(signedReading('MQTT_TEST_02', token, { counter: 1_000_000 }, Date.now())),
      { qos: 1 },
    );
    const events = await until(
      () => f.eventsOf(id),
      (e) => e.length > 0,
    );
    expect(events.map((e) => [e.kind, e.counter])).toEqual([['COUNTER_JUMP', 1_000_000]]);
    expect(await f.readingsOf(id)).toHaveLength(0);
    expect(await f.dailyOf(id)).toHaveLength(0);
  });
});

describe(`machine counters over HTTP (${engine})`, () => {
  it('accepts a reading with the machine token, refuses a wrong or missing one with 401', async () => {
    const id = await f.addMachine('HTTP_TEST_01');
    const issued = await f.call('POST', `/api/facility/contact/${id}/token`);
    expect(issued.statusCode).toBe(200);
    const token = issued.json().data.token as string;
    expect((await f.machine('HTTP_TEST_01')).tokenHash).not.toContain(token);
    const post = (headers: Record<string, string>, payload: object = { counter: 9, ip: '10.0.0.31', rssi: -62 }) =>
      ctx.app.inject({ method: 'POST', url: '/sensor/reading/HTTP_TEST_01', headers, payload });

    const accepted = await post({ 'x-sensor-token': token });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().message).toBe('신호 세기가 -50dBm 이하일 때 이벤트가 발생합니다.');
    expect(await f.readingsOf(id)).toMatchObject([{ counter: 9, ip: '10.0.0.31', rssi: -62 }]);
    expect(await f.eventsOf(id)).toHaveLength(1);
    // Still weak: every reading at or below −50 dBm is an event (spec 002 §2.6); the history screen groups them.
    await post({ 'x-sensor-token': token }, { counter: 1, rssi: -70 });
    expect((await f.eventsOf(id)).map((e) => [e.kind, e.rssi])).toEqual([
      ['WEAK_SIGNAL', -62],
      ['WEAK_SIGNAL', -70],
    ]);

    const wrong: Record<string, string>[] = [{ 'x-sensor-token': `${token}x` }, {}];
    for (const headers of wrong) {
      const refused = await post(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        errorCode: 'SENSOR_TOKEN_INVALID',
        errorMessage: '설비 인증 토큰이 올바르지 않습니다.',
      });
    }
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/sensor/reading/NO_SUCH_MACHINE',
      headers: { 'x-sensor-token': token },
      payload: { counter: 1 },
    });
    expect(unknown.statusCode).toBe(401);
    expect(await f.readingsOf(id)).toHaveLength(2);
  });

  it('refuses unknown fields in a reading with a Korean 400, like every other body', async () => {
    const id = await f.addMachine('HTTP_TEST_02');
    const token = (await f.call('POST', `/api/facility/contact/${id}/token`)).json().data.token as string;
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sensor/reading/HTTP_TEST_02',
        headers: { 'x-sensor-token': token },
        payload,
      });
    const extra = await post({ counter: 1, produced: 20_000_000 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ produced: { defaultMessage: '허용되지 않는 항목입니다.' } });
    const wrongType = await post({ counter: 'many' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      counter: { defaultMessage: '카운터는 -1,000,000~1,000,000 사이의 정수입니다.' },
    });
    expect(await f.readingsOf(id)).toHaveLength(0);
  });

  it('records a counter that went backwards as a reset and a step past the rated speed as an event', async () => {
    const id = await f.addMachine('HTTP_TEST_03');
    const token = (await f.call('POST', `/api/facility/contact/${id}/token`)).json().data.token as string;
    const manager = (await f.call('GET', '/api/facility/monitoring_manager/all'))
      .json()
      .data.find((m: { id: number }) => m.id === id);
    expect(manager.ratedPerMinute).toBe(9000);
    const saved = await f.call('PUT', '/api/facility/monitoring_manager', { ...manager, ratedPerMinute: 100 });
    expect(saved.statusCode).toBe(200);
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sensor/reading/HTTP_TEST_03',
        headers: { 'x-sensor-token': token },
        payload,
      });
    ctx.app.clock.fixAt('2026-05-04T01:00:00Z');
    try {
      // A first reading covers at most a minute: 100 a minute × 1.5 slack + 1 = 151.
      expect((await post({ counter: 151 })).statusCode).toBe(201);
      ctx.app.clock.fixAt('2026-05-04T01:00:03Z');
      // Three seconds later: at most 100 × 3/60 × 1.5 + 1 = 8.
      const jump = await post({ counter: 9 });
      expect(jump.statusCode).toBe(201);
      expect(jump.json().message).toContain('비정상 카운터');
      const reset = await post({ counter: -40 });
      expect(reset.json().message).toContain('카운터 초기화');
      expect((await post({ counter: 8 })).statusCode).toBe(201);
    } finally {
      ctx.app.clock.release();
    }
    expect((await f.readingsOf(id)).map((r) => r.counter)).toEqual([151, 8]);
    expect((await f.dailyOf(id))[0]!.counter).toBe(159);
    expect((await f.eventsOf(id)).map((e) => [e.kind, e.counter])).toEqual([
      ['COUNTER_JUMP', 9],
      ['COUNTER_RESET', -40],
    ]);
    const history = await f.call('GET', '/api/facility/history?date=2026-05-04');
    expect(history.json().data.map((e: { kind: string }) => e.kind)).toEqual(['COUNTER_RESET', 'COUNTER_JUMP']);
    const refused = await f.call('PUT', '/api/facility/monitoring_manager', { ...manager, ratedPerMinute: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      ratedPerMinute: { defaultMessage: '정격 속도는 1~1,000,000 사이로 입력해주세요.' },
    });
  });

  it('serves the sensor calls on SENSOR_PORT as well, and nothing else there', async () => {
    const base = `http://127.0.0.1:${sensorPort}`;
    const refused = await fetch(`${base}/sensor/realtime`);
    expect(refused.status).toBe(401);
    const answer = await fetch(`${base}/sensor/realtime`, { headers: { authorization: `Bearer ${f.admin.token}` } });
    expect(answer.status).toBe(200);
    const rows = (await answer.json()) as { m_name: string; ph_counter: number; ph_rssi: number }[];
    expect(rows.find((r) => r.m_name === 'HTTP_TEST_01')).toMatchObject({ ph_counter: 1, ph_rssi: -70 });
    const days = (await (
      await fetch(`${base}/sensor/day_count`, { headers: { authorization: `Bearer ${f.admin.token}` } })
    ).json()) as { m_name: string; ph_counter: number }[];
    expect(days.find((r) => r.m_name === 'HTTP_TEST_01')!.ph_counter).toBe(10);
    const events = (await (
      await fetch(`${base}/sensor/event`, { headers: { authorization: `Bearer ${f.admin.token}` } })
    ).json()) as { m_name: string; ph_rssi: number }[];
    expect(events.filter((e) => e.m_name === 'HTTP_TEST_01').map((e) => e.ph_rssi)).toEqual([-70, -62]);
    expect((await fetch(`${base}/api/facility/monitoring`)).status).toBe(404);
  });
});
