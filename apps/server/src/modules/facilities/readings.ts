import { counterVerdict, isSignalEvent, type CounterVerdict, type SensorReading } from '@scm/contract';
import type { Db } from '../../db/client';
import type { ShopClock } from '../../platform/service';
import { acceptMqttTs, insertEvent, insertReading, lastReadingAt, lockFacility, rollUpReading } from './queries';

export type ReadingOutcome = CounterVerdict | 'REPLAY' | 'UNKNOWN';

/**
 * Stores one reading of a machine (MQTT, HTTP or the simulator), in one transaction on the machine's locked row:
 * - a counter that went backwards (negative step) is a COUNTER_RESET event and a step the machine's rated speed
 *   cannot explain for the time since its previous reading (`counterVerdict`) a COUNTER_JUMP event: neither is a
 *   reading nor production;
 * - otherwise the time series row, the day's roll-up, and a WEAK_SIGNAL event when the signal is at or below −50 dBm
 *   (every such reading, spec 002 §2.6; the history screen groups them).
 * `mqttTs`: a signed MQTT message's time, accepted only when later than the machine's last one (a replay is dropped).
 */
export async function recordReading(
  db: Db,
  clock: ShopClock,
  facilityId: number,
  reading: SensorReading,
  options: { mqttTs?: number } = {},
): Promise<{ outcome: ReadingOutcome; event: boolean }> {
  const at = clock.now();
  const ip = reading.ip ?? '';
  const rssi = reading.rssi ?? null;
  return db.transaction(async (tx) => {
    const machine = await lockFacility(tx, facilityId);
    if (!machine) return { outcome: 'UNKNOWN', event: false };
    if (options.mqttTs !== undefined && !(await acceptMqttTs(tx, facilityId, options.mqttTs)))
      return { outcome: 'REPLAY', event: false };
    const verdict = counterVerdict(reading.counter, machine.ratedPerMinute, await lastReadingAt(tx, facilityId), at);
    if (verdict !== 'COUNT') {
      const kind = verdict === 'RESET' ? 'COUNTER_RESET' : 'COUNTER_JUMP';
      await insertEvent(tx, { facilityId, occurredAt: at, kind, ip, rssi, counter: reading.counter });
      return { outcome: verdict, event: true };
    }
    await insertReading(tx, { facilityId, counter: reading.counter, ip, rssi, receivedAt: at });
    await rollUpReading(tx, { facilityId, day: clock.dayOf(at), counter: reading.counter, ip, rssi, at });
    const event = isSignalEvent(rssi);
    if (event) await insertEvent(tx, { facilityId, occurredAt: at, kind: 'WEAK_SIGNAL', ip, rssi });
    return { outcome: verdict, event };
  });
}
