import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { facility, facilityDaily, facilityEvent, facilityReading, facilityRun } from '../../db/schema/facilities';

/** A moment as a timestamptz parameter (a bare Date parameter has no type PostgreSQL can infer everywhere). */
export const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

export type FacilityRow = typeof facility.$inferSelect;
export type FacilityRunRow = typeof facilityRun.$inferSelect;

export const listFacilities = (db: Db) => db.select().from(facility).orderBy(asc(facility.id));

export const findFacility = async (db: Db, id: number) =>
  (await db.select().from(facility).where(eq(facility.id, id)))[0];

export const findFacilityByCode = async (db: Db, code: string) =>
  (await db.select().from(facility).where(eq(facility.code, code)))[0];

/** The machine's row locked until the transaction ends: starts on one machine queue behind each other. */
export const lockFacility = async (db: Db, id: number) =>
  (await db.select().from(facility).where(eq(facility.id, id)).for('update'))[0];

export const insertFacility = async (db: Db, values: typeof facility.$inferInsert) =>
  (await db.insert(facility).values(values).returning())[0]!;

export const updateFacility = async (db: Db, id: number, values: Partial<typeof facility.$inferInsert>) =>
  (await db.update(facility).set(values).where(eq(facility.id, id)).returning())[0];

export const deleteFacility = async (db: Db, id: number) =>
  (await db.delete(facility).where(eq(facility.id, id)).returning())[0];

/** Each machine's latest run (by start), or none. */
export async function latestRuns(db: Db): Promise<Map<number, FacilityRunRow>> {
  const rows = await db
    .selectDistinctOn([facilityRun.facilityId])
    .from(facilityRun)
    .orderBy(facilityRun.facilityId, desc(facilityRun.began), desc(facilityRun.id));
  return new Map(rows.map((r) => [r.facilityId, r]));
}

export const latestRunOf = async (db: Db, facilityId: number) =>
  (
    await db
      .select()
      .from(facilityRun)
      .where(eq(facilityRun.facilityId, facilityId))
      .orderBy(desc(facilityRun.began), desc(facilityRun.id))
      .limit(1)
  )[0];

/** Runs not over at `now` (running or scheduled): one machine has at most one. */
export const openRunOf = async (db: Db, facilityId: number, now: Date) =>
  (
    await db
      .select()
      .from(facilityRun)
      .where(and(eq(facilityRun.facilityId, facilityId), sql`${facilityRun.finish} > ${at(now)}`))
      .orderBy(desc(facilityRun.began))
      .limit(1)
  )[0];

export const insertRun = async (db: Db, values: typeof facilityRun.$inferInsert) =>
  (await db.insert(facilityRun).values(values).returning())[0]!;

/** Machines with a run going on at `now` (the simulator's work list). */
export const runningFacilities = (db: Db, now: Date) =>
  db
    .select({ id: facility.id, code: facility.code, ipAddress: facility.ipAddress })
    .from(facilityRun)
    .innerJoin(facility, eq(facility.id, facilityRun.facilityId))
    .where(and(sql`${facilityRun.began} <= ${at(now)}`, sql`${facilityRun.finish} > ${at(now)}`));

export const insertReading = (db: Db, values: typeof facilityReading.$inferInsert) =>
  db.insert(facilityReading).values(values);

/**
 * Adds a reading to its machine's day and answers the day's signal before it (null on the day's first reading).
 * The row lock of the upsert orders concurrent readings of one machine.
 */
export async function rollUpReading(
  db: Db,
  r: { facilityId: number; day: string; counter: number; ip: string; rssi: number | null; at: Date },
) {
  const [before] = await db
    .select({ lastRssi: facilityDaily.lastRssi })
    .from(facilityDaily)
    .where(and(eq(facilityDaily.facilityId, r.facilityId), eq(facilityDaily.day, r.day)))
    .for('update');
  await db
    .insert(facilityDaily)
    .values({
      facilityId: r.facilityId,
      day: r.day,
      counter: r.counter,
      readings: 1,
      lastIp: r.ip,
      lastRssi: r.rssi,
      lastReceivedAt: r.at,
    })
    .onConflictDoUpdate({
      target: [facilityDaily.facilityId, facilityDaily.day],
      set: {
        counter: sql`${facilityDaily.counter} + ${r.counter}`,
        readings: sql`${facilityDaily.readings} + 1`,
        lastIp: r.ip,
        lastRssi: r.rssi,
        lastReceivedAt: r.at,
      },
    });
  return { first: before === undefined, previousRssi: before?.lastRssi ?? null };
}

export const insertEvent = (db: Db, values: typeof facilityEvent.$inferInsert) =>
  db.insert(facilityEvent).values(values);

/** Takes a signed MQTT message's time as the machine's latest; false when it is not later (a replay). */
export async function acceptMqttTs(db: Db, facilityId: number, ts: number): Promise<boolean> {
  const rows = await db
    .update(facility)
    .set({ mqttLastTs: ts })
    .where(and(eq(facility.id, facilityId), sql`(${facility.mqttLastTs} is null or ${facility.mqttLastTs} < ${ts})`))
    .returning({ id: facility.id });
  return rows.length === 1;
}

/** Counts an MQTT message dropped on a machine's topic for not proving the machine. */
export const countMqttRejected = (db: Db, facilityId: number, at: Date) =>
  db
    .update(facility)
    .set({ mqttRejected: sql`${facility.mqttRejected} + 1`, mqttRejectedAt: at })
    .where(eq(facility.id, facilityId));

/**
 * Each machine's latest reading: one index probe per machine (facility_id, received_at desc), so the answer costs the
 * same with a day or with months of readings kept (a DISTINCT ON would walk the whole index).
 */
export async function latestReadings(db: Db) {
  const machines = await db.select({ id: facility.id }).from(facility);
  const rows = await Promise.all(
    machines.map(
      async (m) =>
        (
          await db
            .select({
              facilityId: facilityReading.facilityId,
              counter: facilityReading.counter,
              ip: facilityReading.ip,
              rssi: facilityReading.rssi,
              receivedAt: facilityReading.receivedAt,
            })
            .from(facilityReading)
            .where(eq(facilityReading.facilityId, m.id))
            .orderBy(desc(facilityReading.receivedAt), desc(facilityReading.id))
            .limit(1)
        )[0],
    ),
  );
  return rows.filter((r) => r !== undefined);
}

/** Pieces each machine counted since `since`. */
export async function countsSince(db: Db, since: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ facilityId: facilityReading.facilityId, total: sql<string>`sum(${facilityReading.counter})` })
    .from(facilityReading)
    .where(gte(facilityReading.receivedAt, since))
    .groupBy(facilityReading.facilityId);
  return new Map(rows.map((r) => [r.facilityId, Number(r.total)]));
}

/**
 * Per machine, the minutes its runs were planned (began → planned finish) and ran (began → finish or stop) inside
 * [from, to), up to `now`: each run clipped to the window, so a run across midnight of the 1st counts in both
 * months. A run going on counts up to now on both sides; a stopped run's plan counts whole (its rest is lost time).
 */
export async function runMinutesBetween(db: Db, from: Date, to: Date, now: Date) {
  const begin = sql`greatest(${facilityRun.began}, ${at(from)})`;
  const minutes = (end: SQL) =>
    sql<string>`coalesce(sum(greatest(0, extract(epoch from (least(${end}, ${at(to)}) - ${begin})))), 0) / 60`;
  const rows = await db
    .select({
      facilityId: facilityRun.facilityId,
      planned: minutes(
        sql`case when ${facilityRun.stoppedAt} is null then least(${facilityRun.plannedFinish}, ${at(now)}) else ${facilityRun.plannedFinish} end`,
      ),
      run: minutes(sql`least(${facilityRun.finish}, ${at(now)})`),
    })
    .from(facilityRun)
    .where(
      and(sql`${facilityRun.began} < least(${at(to)}, ${at(now)})`, sql`${facilityRun.plannedFinish} > ${at(from)}`),
    )
    .groupBy(facilityRun.facilityId);
  return new Map(rows.map((r) => [r.facilityId, { planned: Number(r.planned), run: Number(r.run) }]));
}

/** Pieces each machine counted on the shop days [fromDay, toDay) (its daily roll-ups). */
export async function countsOnDays(db: Db, fromDay: string, toDay: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ facilityId: facilityDaily.facilityId, total: sql<string>`sum(${facilityDaily.counter})` })
    .from(facilityDaily)
    .where(and(gte(facilityDaily.day, fromDay), lt(facilityDaily.day, toDay)))
    .groupBy(facilityDaily.facilityId);
  return new Map(rows.map((r) => [r.facilityId, Number(r.total)]));
}

export const dailyRows = (db: Db, day: string) =>
  db
    .select({
      facilityId: facilityDaily.facilityId,
      code: facility.code,
      counter: facilityDaily.counter,
      lastIp: facilityDaily.lastIp,
      lastRssi: facilityDaily.lastRssi,
      lastReceivedAt: facilityDaily.lastReceivedAt,
    })
    .from(facilityDaily)
    .innerJoin(facility, eq(facility.id, facilityDaily.facilityId))
    .where(eq(facilityDaily.day, day))
    .orderBy(asc(facility.id));

/** Events in [from, to), newest first. */
export const eventsBetween = (db: Db, from: Date, to: Date) =>
  db
    .select({
      id: facilityEvent.id,
      occurredAt: facilityEvent.occurredAt,
      facilityCode: facility.code,
      facilityName: facility.name,
      ip: facilityEvent.ip,
      kind: facilityEvent.kind,
      rssi: facilityEvent.rssi,
      counter: facilityEvent.counter,
    })
    .from(facilityEvent)
    .innerJoin(facility, eq(facility.id, facilityEvent.facilityId))
    .where(and(gte(facilityEvent.occurredAt, from), lt(facilityEvent.occurredAt, to)))
    .orderBy(desc(facilityEvent.occurredAt), desc(facilityEvent.id));

/** The last reading a machine got at or after `since` (the simulator's guard against a second process). */
export const lastReadingAt = async (db: Db, facilityId: number) =>
  (
    await db
      .select({ receivedAt: facilityReading.receivedAt })
      .from(facilityReading)
      .where(eq(facilityReading.facilityId, facilityId))
      .orderBy(desc(facilityReading.receivedAt))
      .limit(1)
  )[0]?.receivedAt ?? null;

const SIMULATOR_LOCK_KEY = 7_300_501;
/** One simulator pass at a time across server processes: the loser of the try skips its pass. */
export async function trySimulatorLock(tx: Db): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${SIMULATOR_LOCK_KEY}) as locked`);
  const row = (result as { rows: { locked: boolean | string }[] }).rows[0]!;
  return row.locked === true || row.locked === 't';
}

/** Deletes up to `batch` weak-signal events older than `before` (one per weak reading); answers how many went. */
export async function deleteOldWeakSignalEvents(db: Db, before: Date, batch: number): Promise<number> {
  const result = await db.execute(sql`
    delete from facility_event where id in (
      select id from facility_event where occurred_at < ${at(before)} and kind = 'WEAK_SIGNAL' limit ${batch})
    returning id`);
  return (result as { rows: unknown[] }).rows.length;
}

/** Deletes up to `batch` readings older than `before`; answers how many went. */
export async function deleteOldReadings(db: Db, before: Date, batch: number): Promise<number> {
  const result = await db.execute(sql`
    delete from facility_reading where id in (
      select id from facility_reading where received_at < ${at(before)} limit ${batch})
    returning id`);
  return (result as { rows: unknown[] }).rows.length;
}
