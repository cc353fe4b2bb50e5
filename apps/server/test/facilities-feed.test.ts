import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { engine, makeApp } from './harness';
import { facilityFixture } from './facilities-fixture';

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
  it('stores counters published on the machine topic, with an event at −50 dBm and none at −49', async () => {
    const id = await f.addMachine('MQTT_TEST_01');
    const publish = (body: object) =>
      publisher.publishAsync(`${prefix}/MQTT_TEST_01`, JSON.stringify(body), { qos: 1 });
    // Nothing is subscribed until the broker connection is up: publish until the first reading lands.
    const first = await until(
      async () => {
        await publish({ counter: 3, ip: '10.0.0.21', rssi: -49 });
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
    await publish({ counter: 4, ip: '10.0.0.21', rssi: -50 });
    const rows = await until(
      () => f.readingsOf(id),
      (r) => r.length === before + 1,
    );
    expect(rows.at(-1)).toMatchObject({ counter: 4, ip: '10.0.0.21', rssi: -50 });
    expect((await f.eventsOf(id)).map((e) => e.rssi)).toEqual([-50]);
    const [day] = await f.dailyOf(id);
    expect(day!.counter).toBe(rows.reduce((s, r) => s + r.counter, 0));
    // Not JSON, a wrong shape, an unknown machine: dropped, nothing stored.
    await publisher.publishAsync(`${prefix}/MQTT_TEST_01`, 'hello', { qos: 1 });
    await publish({ counter: -1 });
    await publisher.publishAsync(`${prefix}/NO_SUCH_MACHINE`, JSON.stringify({ counter: 1 }), { qos: 1 });
    await new Promise((r) => setTimeout(r, 500));
    expect(await f.readingsOf(id)).toHaveLength(before + 1);
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
    // Still weak: the same dip is one event, not one per reading.
    await post({ 'x-sensor-token': token }, { counter: 1, rssi: -70 });
    expect(await f.eventsOf(id)).toHaveLength(1);

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
    expect(events.filter((e) => e.m_name === 'HTTP_TEST_01').map((e) => e.ph_rssi)).toEqual([-62]);
    expect((await fetch(`${base}/api/facility/monitoring`)).status).toBe(404);
  });
});
