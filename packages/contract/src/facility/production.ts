import { liveGaugeMax } from './rules.js';

/**
 * Machine counts in production (issue 14, "counters into production"): which readings belong to a work turn, and
 * a machine's OEE. Pure: the caller passes "now" and the figures; every division by zero gives null, never NaN.
 */

export interface CountingWindow {
  from: Date;
  to: Date;
}

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The readings a turn counts: received at or after its start and before its finish (or now while it runs).
 * Null before the turn started; an end before the start (a clock set back) counts nothing, so also null.
 */
export function countingWindow(
  startedAt: Date | string | null,
  finishedAt: Date | string | null,
  now: Date,
): CountingWindow | null {
  if (startedAt === null) return null;
  const from = toDate(startedAt);
  const to = finishedAt === null ? now : toDate(finishedAt);
  return to.getTime() > from.getTime() ? { from, to } : null;
}

/** a / b, or null when b is zero or either is not a finite number. */
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) && Number.isFinite(b) ? a / b : null);

export interface OeeInput {
  /** Minutes the controller planned for the machine's runs in the period (began → planned finish). */
  plannedMinutes: number;
  /** Minutes it actually ran (began → finish, or → stop / now). */
  runMinutes: number;
  /** Pieces its counters reported in the period. */
  produced: number;
  /** The machine's rated speed in pieces per hour (`ratedPerHour`). */
  maxPerHour: number;
  /** Finished-product inspections of the period: pieces inspected and pieces found defective. */
  inspected: number;
  defects: number;
}

export interface Oee {
  availability: number | null;
  performance: number | null;
  quality: number | null;
  oee: number | null;
}

/**
 * A machine's rated speed per hour: its live gauge's top (pieces per minute, spec 002 §9: 160 for JYCOM_PRO_01,
 * 9,000 otherwise) × 60. Not its max amount, which the spec makes the daily gauge's top (a day's target).
 */
export const ratedPerHour = (facilityCode: string) => liveGaugeMax(facilityCode) * 60;

const clamp01 = (v: number | null) => (v === null ? null : Math.min(1, Math.max(0, v)));

/**
 * OEE = availability × performance × quality, each 0–1:
 * availability = run time / planned time; performance = produced / (max per hour × run hours);
 * quality = 1 − defects / inspected. Any factor without a base (no planned time, no run, no max, nothing inspected)
 * is null, and so is the product.
 */
export function oee(input: OeeInput): Oee {
  const availability = clamp01(ratio(input.runMinutes, input.plannedMinutes));
  const capacity = input.maxPerHour * (input.runMinutes / 60);
  const performance = clamp01(ratio(input.produced, capacity));
  const defectRatio = ratio(input.defects, input.inspected);
  const quality = defectRatio === null ? null : clamp01(1 - defectRatio);
  const product =
    availability === null || performance === null || quality === null ? null : availability * performance * quality;
  return { availability, performance, quality, oee: product };
}
