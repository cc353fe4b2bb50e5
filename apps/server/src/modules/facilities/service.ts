import crypto from 'node:crypto';
import {
  liveGaugeMax,
  facilityMessages as MSG,
  type FacilityContact,
  type FacilityContactUpdate,
  type FacilityCreateValues,
  type FacilityManager,
  type FacilityManagerValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import {
  deleteFacility,
  findFacility,
  findFacilityByCode,
  insertFacility,
  listFacilities,
  updateFacility,
  type FacilityRow,
} from './queries';

const presentContact = (f: FacilityRow): FacilityContact => ({
  id: f.id,
  facilityCode: f.code,
  facilityName: f.name,
  ipAddress: f.ipAddress,
  hasToken: f.tokenHash !== null,
  mqttRejected: f.mqttRejected,
  mqttRejectedAt: f.mqttRejectedAt?.toISOString() ?? null,
});

export const presentManager = (f: FacilityRow): FacilityManager => ({
  id: f.id,
  facilityCode: f.code,
  facilityName: f.name,
  circleColor: f.circleColor,
  maxAmount: f.maxAmount,
  unit: f.unit,
  ratedPerMinute: f.ratedPerMinute,
  hourlyRate: f.hourlyRate,
});

async function mustFind(db: Db, id: number) {
  const row = await findFacility(db, id);
  if (!row) throw notFound(MSG.notFound);
  return row;
}

export const listContacts = async (ctx: ServiceContext) => (await listFacilities(ctx.db)).map(presentContact);

export async function saveContact(ctx: ServiceContext, input: FacilityContactUpdate) {
  await mustFind(ctx.db, input.id);
  return presentContact((await updateFacility(ctx.db, input.id, { ipAddress: input.ipAddress }))!);
}

export async function addFacility(ctx: ServiceContext, input: FacilityCreateValues) {
  if (await findFacilityByCode(ctx.db, input.facilityCode)) throw fieldError('facilityCode', MSG.codeTaken);
  const row = await insertFacility(ctx.db, {
    code: input.facilityCode,
    name: input.facilityName,
    ipAddress: input.ipAddress,
    ratedPerMinute: liveGaugeMax(input.facilityCode),
  });
  return presentContact(row);
}

/** Removes a machine with its runs, readings, roll-ups and events (the tables cascade). */
export async function removeFacility(ctx: ServiceContext, id: number) {
  const row = await deleteFacility(ctx.db, id);
  if (!row) throw notFound(MSG.notFound);
  return presentContact(row);
}

export const hashSensorToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new token for the machine: only its hash is kept, the token is shown this once. The token proves HTTP readings
 * (header) and its SHA-256 is the key of the HMAC that signs MQTT readings (feed.ts); a new token replaces both.
 */
export async function issueSensorToken(ctx: ServiceContext, id: number) {
  const row = await mustFind(ctx.db, id);
  const token = crypto.randomBytes(24).toString('base64url');
  await updateFacility(ctx.db, id, { tokenHash: hashSensorToken(token) });
  return { facility: presentContact(row), token };
}

/** Whether `token` is the machine's HTTP token (constant-time on the hashes). */
export function sensorTokenMatches(row: FacilityRow, token: string | undefined) {
  if (!row.tokenHash || !token) return false;
  const a = Buffer.from(row.tokenHash, 'hex');
  const b = Buffer.from(hashSensorToken(token), 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export const listManagers = async (ctx: ServiceContext) => (await listFacilities(ctx.db)).map(presentManager);

export async function saveManager(ctx: ServiceContext, input: FacilityManagerValues) {
  await mustFind(ctx.db, input.id);
  const row = await updateFacility(ctx.db, input.id, {
    name: input.facilityName,
    circleColor: input.circleColor,
    maxAmount: input.maxAmount,
    unit: input.unit,
    ...(input.ratedPerMinute === undefined ? {} : { ratedPerMinute: input.ratedPerMinute }),
    ...(input.hourlyRate === undefined ? {} : { hourlyRate: input.hourlyRate }),
  });
  return presentManager(row!);
}
