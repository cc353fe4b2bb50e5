/**
 * The equipment screens' arithmetic (spec 002 §4, §9), shared by the server's answers and the web's ticking clock.
 * Pure functions of the moment they are given: the caller passes "now".
 */

/** A run is running while began ≤ now < finish; before it begins it is scheduled; afterwards the machine stands by. */
export type FacilityRunState = 'RUNNING' | 'SCHEDULED' | 'STANDBY';

export interface RunWindow {
  began: Date | string | null;
  finish: Date | string | null;
}

const ms = (value: Date | string) => (typeof value === 'string' ? new Date(value).getTime() : value.getTime());

export function runState(run: RunWindow, now: Date): FacilityRunState {
  if (run.began === null || run.finish === null) return 'STANDBY';
  const t = now.getTime();
  if (t < ms(run.began)) return 'SCHEDULED';
  return t < ms(run.finish) ? 'RUNNING' : 'STANDBY';
}

/** Whole seconds since the run began, never below 0 nor past its length (a finished run stays at its total). */
export function elapsedSeconds(run: RunWindow, now: Date): number {
  if (run.began === null || run.finish === null) return 0;
  const began = ms(run.began);
  const end = Math.min(now.getTime(), ms(run.finish));
  return Math.max(0, Math.floor((end - began) / 1000));
}

/** Progress = elapsed / total, clamped to 0–1; a run of no length is 0 before it and 1 after. */
export function runRatio(run: RunWindow, now: Date): number {
  if (run.began === null || run.finish === null) return 0;
  const began = ms(run.began);
  const total = ms(run.finish) - began;
  if (total <= 0) return now.getTime() >= began ? 1 : 0;
  return Math.min(1, Math.max(0, (now.getTime() - began) / total));
}

/** Layers printed so far: floor(total layers × ratio). */
export const layersDone = (totalLayer: number, ratio: number) =>
  Math.floor(Math.max(0, totalLayer) * Math.min(1, Math.max(0, ratio)));

/** The signal gauge's range in dBm. */
export const SIGNAL_MIN = -100;
export const SIGNAL_MAX = -40;
/** Above this the link is good; at or below it a warning. */
export const SIGNAL_GOOD_ABOVE = -70;
/** A reading at or below this is a monitoring event. */
export const SIGNAL_EVENT_AT_OR_BELOW = -50;

export type SignalQuality = 'GOOD' | 'WARNING';
export const signalQuality = (rssi: number | null): SignalQuality =>
  rssi !== null && rssi > SIGNAL_GOOD_ABOVE ? 'GOOD' : 'WARNING';
export const SIGNAL_QUALITY_LABELS: Record<SignalQuality, string> = { GOOD: '양호', WARNING: '경고' };
export const isSignalEvent = (rssi: number | null) => rssi !== null && rssi <= SIGNAL_EVENT_AT_OR_BELOW;

/** The live-count gauge's top: 160 for the JYCOM_PRO_01 press, 9,000 for every other machine. */
export const LIVE_GAUGE_MAX_PRO = 160;
export const LIVE_GAUGE_MAX = 9_000;
export const liveGaugeMax = (facilityCode: string) =>
  facilityCode === 'JYCOM_PRO_01' ? LIVE_GAUGE_MAX_PRO : LIVE_GAUGE_MAX;

/** Share of `value` in 0..max as 0–1 (0 when max is not positive). */
export const gaugeShare = (value: number, min: number, max: number) =>
  max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0;

/** Today's progress as a whole percentage of the daily target (may pass 100; 0 without a target). */
export const dailyPercent = (count: number, maxAmount: number) =>
  maxAmount > 0 ? Math.floor((count / maxAmount) * 100) : 0;

/** The start dialog's random defaults (spec 002 §9): 40–50 minutes and 350–450 layers, inclusive. */
export const RUN_MINUTES_RANGE = [40, 50] as const;
export const RUN_LAYERS_RANGE = [350, 450] as const;
export const randomBetween = (range: readonly [number, number], random: () => number = Math.random) =>
  range[0] + Math.floor(random() * (range[1] - range[0] + 1));
