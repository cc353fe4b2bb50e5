import { SensorReadingSchema } from '@scm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MqttFeed } from '../../platform/adapters/mqtt';
import type { ShopClock } from '../../platform/service';
import { findFacilityByCode } from './queries';
import { recordReading } from './readings';

/**
 * Machines publish `{counter, ip, rssi}` as JSON on `<prefix>/<machine code>`; each message becomes a reading. A
 * message that is not JSON of that shape, or names no registered machine, is logged and dropped (a broker has no
 * one to answer).
 */
export async function subscribeMachineFeed(
  feed: MqttFeed,
  s: { db: Db; clock: ShopClock; topicPrefix: string; log: FastifyBaseLogger },
) {
  if (!feed.configured) return;
  const prefix = s.topicPrefix ? `${s.topicPrefix}/` : '';
  await feed.subscribe(`${prefix}+`, (topic, payload) => {
    void storeMessage(s, topic.slice(prefix.length), payload).catch((err: unknown) =>
      s.log.error({ err, topic }, 'MQTT reading not stored'),
    );
  });
}

export async function storeMessage(
  s: { db: Db; clock: ShopClock; log: FastifyBaseLogger },
  code: string,
  payload: Buffer,
) {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    s.log.warn({ code }, 'MQTT reading is not JSON');
    return false;
  }
  const reading = SensorReadingSchema.safeParse(body);
  if (!reading.success) {
    s.log.warn({ code, issues: reading.error.issues }, 'MQTT reading refused');
    return false;
  }
  const machine = await findFacilityByCode(s.db, code);
  if (!machine) {
    s.log.warn({ code }, 'MQTT reading for an unknown machine');
    return false;
  }
  await recordReading(s.db, s.clock, machine.id, reading.data);
  return true;
}
