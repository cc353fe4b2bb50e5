import crypto from 'node:crypto';
import { mqttSigningText } from '@scm/contract';
import { eq } from 'drizzle-orm';
import { facility, facilityDaily, facilityEvent, facilityReading, facilityRun } from '../src/db/schema';
import { login, type TestContext } from './harness';

/** Staff calls as admin, and direct looks at the equipment tables. */
export async function facilityFixture(ctx: TestContext) {
  const admin = await login(ctx.app, 'admin', 'admin-pass-2468');
  const db = ctx.database.db;
  const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: admin.headers() });
  const machine = async (code: string) => (await db.select().from(facility).where(eq(facility.code, code)))[0]!;
  return {
    admin,
    call,
    machine,
    runsOf: (facilityId: number) => db.select().from(facilityRun).where(eq(facilityRun.facilityId, facilityId)),
    readingsOf: (facilityId: number) =>
      db.select().from(facilityReading).where(eq(facilityReading.facilityId, facilityId)),
    dailyOf: (facilityId: number) => db.select().from(facilityDaily).where(eq(facilityDaily.facilityId, facilityId)),
    eventsOf: (facilityId: number) => db.select().from(facilityEvent).where(eq(facilityEvent.facilityId, facilityId)),
    /** A fresh machine with its own code, so tests do not share counts. */
    addMachine: async (code: string, name = `${code} 설비`) => {
      const res = await call('POST', '/api/facility/contact', {
        facilityCode: code,
        facilityName: name,
        ipAddress: '10.0.0.9',
      });
      if (res.statusCode !== 201) throw new Error(`add machine ${code}: ${res.body}`);
      return res.json<{ data: { id: number } }>().data.id;
    },
  };
}

/** An MQTT message as a machine signs it: HMAC-SHA256 of the signing text under SHA-256(token). */
export function signedReading(
  code: string,
  token: string,
  r: { counter: number; ip?: string; rssi?: number },
  ts: number,
) {
  const key = crypto.createHash('sha256').update(token).digest();
  const sig = crypto
    .createHmac('sha256', key)
    .update(mqttSigningText(code, { ...r, ts }))
    .digest('hex');
  return { ...r, ts, sig };
}
