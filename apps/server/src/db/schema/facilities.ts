import { bigint, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A machine on the floor (설비): its code (the MQTT topic's last part and the sensor calls' m_name), name, the
 * address it reports from, the monitoring card's colour, daily target and unit, and the hash of its HTTP token.
 */
export const facility = pgTable('facility', {
  id: id(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  ipAddress: varchar('ip_address', { length: 45 }).notNull().default(''),
  circleColor: varchar('circle_color', { length: 7 }).notNull().default('#1976d2'),
  maxAmount: integer('max_amount').notNull().default(10000),
  unit: varchar('unit', { length: 20 }).notNull().default('개'),
  /** sha256 of the token a machine sends with HTTP readings; null = no token issued (HTTP readings refused). */
  tokenHash: varchar('token_hash', { length: 64 }),
  createdAt: createdAt(),
});

/**
 * A run started from the controller: began + duration = finish (= plannedFinish); stopping early sets finish (and
 * stoppedAt) to now and keeps plannedFinish, so the per-machine OEE knows the time planned and the time run.
 */
export const facilityRun = pgTable(
  'facility_run',
  {
    id: id(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facility.id, { onDelete: 'cascade' }),
    began: at('began').notNull(),
    finish: at('finish').notNull(),
    /** Where the run was planned to end; stays when it is stopped early (a scheduled run stopped: now). */
    plannedFinish: at('planned_finish').notNull(),
    totalLayer: integer('total_layer').notNull(),
    stoppedAt: at('stopped_at'),
    createdAt: createdAt(),
  },
  (t) => [index('facility_run_latest_idx').on(t.facilityId, t.began)],
);

/** Every reading a machine sent (time series; kept SENSOR_RETENTION_DAYS, the daily roll-up stays). */
export const facilityReading = pgTable(
  'facility_reading',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facility.id, { onDelete: 'cascade' }),
    /** Pieces counted since the machine's previous report. */
    counter: integer('counter').notNull(),
    ip: varchar('ip', { length: 45 }).notNull().default(''),
    rssi: integer('rssi'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('facility_reading_recent_idx').on(t.facilityId, t.receivedAt),
    index('facility_reading_received_idx').on(t.receivedAt),
  ],
);

/** One row per machine and shop-calendar day: the day's count and its last reading (the spec's daily data). */
export const facilityDaily = pgTable(
  'facility_daily',
  {
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facility.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    readings: integer('readings').notNull().default(0),
    lastIp: varchar('last_ip', { length: 45 }).notNull().default(''),
    lastRssi: integer('last_rssi'),
    lastReceivedAt: at('last_received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.day] })],
);

/** A monitoring event: a reading whose signal was at or below −50 dBm after one above it (or the day's first). */
export const facilityEvent = pgTable(
  'facility_event',
  {
    id: id(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facility.id, { onDelete: 'cascade' }),
    occurredAt: at('occurred_at').notNull(),
    ip: varchar('ip', { length: 45 }).notNull().default(''),
    rssi: integer('rssi').notNull(),
  },
  (t) => [index('facility_event_occurred_idx').on(t.occurredAt)],
);
