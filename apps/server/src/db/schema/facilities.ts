import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { workOrder } from './work-orders';

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
  /** Rated speed in pieces per minute: the live gauge's top, OEE's rated speed and the cap on a reading's step. */
  ratedPerMinute: integer('rated_per_minute').notNull().default(9000),
  /** The `ts` (epoch ms) of the last signed MQTT message accepted: an older or equal one is a replay. */
  mqttLastTs: bigint('mqtt_last_ts', { mode: 'number' }),
  /** MQTT messages on this machine's topic dropped for not proving the machine, and when the last one came. */
  mqttRejected: integer('mqtt_rejected').notNull().default(0),
  mqttRejectedAt: at('mqtt_rejected_at'),
  /** Machine time's cost for job costing: whole won per hour of a run (0 = not costed). */
  hourlyRate: integer('hourly_rate').notNull().default(0),
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
    /** The job the run was started for (optional; job costing sums its machine time). */
    workOrderId: integer('work_order_id').references((): AnyPgColumn => workOrder.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('facility_run_latest_idx').on(t.facilityId, t.began),
    index('facility_run_work_order_idx')
      .on(t.workOrderId)
      .where(sql`${t.workOrderId} is not null`),
  ],
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

/**
 * A monitoring event: WEAK_SIGNAL, a reading at or below −50 dBm (every one; the history screen groups them);
 * COUNTER_JUMP, a reading whose step the machine's rated speed cannot explain; COUNTER_RESET, a counter that went
 * backwards. Counter events carry the refused step and are not production.
 */
export const facilityEvent = pgTable(
  'facility_event',
  {
    id: id(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facility.id, { onDelete: 'cascade' }),
    occurredAt: at('occurred_at').notNull(),
    kind: varchar('kind', { length: 20 }).notNull().default('WEAK_SIGNAL'),
    ip: varchar('ip', { length: 45 }).notNull().default(''),
    rssi: integer('rssi'),
    counter: integer('counter'),
  },
  (t) => [index('facility_event_occurred_idx').on(t.occurredAt)],
);
