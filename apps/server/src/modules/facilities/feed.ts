import crypto from 'node:crypto';
import { MQTT_CLOCK_WINDOW_MS, MqttReadingSchema, mqttSigningText, type MqttReading } from '@scm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MqttFeed } from '../../platform/adapters/mqtt';
import type { ShopClock } from '../../platform/service';
import { countMqttRejected, findFacilityByCode, type FacilityRow } from './queries';
import { recordReading } from './readings';

/**
 * Machines publish `{counter, ip, rssi, ts, sig}` as JSON on `<prefix>/<machine code>`: `sig` is the hex
 * HMAC-SHA256 of `code|counter|ip|rssi|ts` under SHA-256 of the machine's token (`mqttSigningText`), `ts` the epoch
 * milliseconds of the message. A broker has no one to answer, so a message that does not prove its machine
 * (not JSON of that shape, no token issued, a wrong signature, a time outside ±MQTT_CLOCK_WINDOW_MS, or not later
 * than the machine's last accepted message: a replay) is dropped, logged and counted on the machine
 * (`mqtt_rejected`, shown on 설비 접속 정보); a message for an unknown code is logged only.
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

/** The signature a machine with this token hash must send: the hash is the HMAC key (see the README). */
export const mqttSignature = (tokenHashHex: string, text: string) =>
  crypto.createHmac('sha256', Buffer.from(tokenHashHex, 'hex')).update(text).digest('hex');

function signatureMatches(machine: FacilityRow, message: MqttReading) {
  if (!machine.tokenHash) return false;
  const expected = Buffer.from(mqttSignature(machine.tokenHash, mqttSigningText(machine.code, message)), 'hex');
  const given = Buffer.from(message.sig, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export type MessageOutcome = 'STORED' | 'EVENT' | 'UNKNOWN_MACHINE' | 'REFUSED';

export async function storeMessage(
  s: { db: Db; clock: ShopClock; log: FastifyBaseLogger },
  code: string,
  payload: Buffer,
): Promise<MessageOutcome> {
  const machine = await findFacilityByCode(s.db, code);
  if (!machine) {
    s.log.warn({ code }, 'MQTT reading for an unknown machine dropped');
    return 'UNKNOWN_MACHINE';
  }
  const refuse = async (reason: string, details: object = {}) => {
    s.log.warn({ code, reason, ...details }, 'MQTT reading dropped: it does not prove its machine');
    await countMqttRejected(s.db, machine.id, s.clock.now());
    return 'REFUSED' as const;
  };
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return refuse('not JSON');
  }
  const parsed = MqttReadingSchema.safeParse(body);
  if (!parsed.success) return refuse('shape', { issues: parsed.error.issues.map((i) => i.path.join('.')) });
  const message = parsed.data;
  if (!signatureMatches(machine, message)) return refuse(machine.tokenHash ? 'signature' : 'no token issued');
  if (Math.abs(s.clock.now().getTime() - message.ts) > MQTT_CLOCK_WINDOW_MS) return refuse('time window');
  const { sig: _sig, ts, ...reading } = message;
  const { outcome } = await recordReading(s.db, s.clock, machine.id, reading, { mqttTs: ts });
  if (outcome === 'REPLAY') return refuse('replay', { ts });
  if (outcome !== 'COUNT') s.log.warn({ code, outcome, counter: reading.counter }, 'MQTT counter recorded as an event');
  return outcome === 'COUNT' ? 'STORED' : 'EVENT';
}
