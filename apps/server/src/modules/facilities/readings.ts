import { isSignalEvent, type SensorReading } from '@scm/contract';
import type { Db } from '../../db/client';
import type { ShopClock } from '../../platform/service';
import { insertEvent, insertReading, rollUpReading } from './queries';

/**
 * Stores one reading of a machine (MQTT, HTTP or the simulator): the time series row, the day's roll-up, and an
 * event when the signal is at or below −50 dBm and was above it before (or this is the day's first reading), so a
 * machine sitting in a weak spot raises one event, not one every few seconds. One transaction.
 */
export async function recordReading(db: Db, clock: ShopClock, facilityId: number, reading: SensorReading) {
  const at = clock.now();
  const ip = reading.ip ?? '';
  const rssi = reading.rssi ?? null;
  return db.transaction(async (tx) => {
    await insertReading(tx, { facilityId, counter: reading.counter, ip, rssi, receivedAt: at });
    const { first, previousRssi } = await rollUpReading(tx, {
      facilityId,
      day: clock.dayOf(at),
      counter: reading.counter,
      ip,
      rssi,
      at,
    });
    const event = isSignalEvent(rssi) && (first || !isSignalEvent(previousRssi));
    if (event) await insertEvent(tx, { facilityId, occurredAt: at, ip, rssi: rssi! });
    return { event };
  });
}
