import { describe, expect, it } from 'vitest';
import {
  dailyPercent,
  elapsedSeconds,
  facilityRunWorkflow,
  isSignalEvent,
  isWallTime,
  layersDone,
  liveGaugeMax,
  randomBetween,
  runRatio,
  runState,
  signalQuality,
} from '../index.js';

const run = { began: '2026-03-02T01:00:00.000Z', finish: '2026-03-02T01:45:00.000Z' };
const at = (iso: string) => new Date(iso);

describe('controller ratio and layers', () => {
  it('is 0 before the start, elapsed/total inside, 1 after the finish', () => {
    expect(runRatio(run, at('2026-03-02T00:59:00Z'))).toBe(0);
    expect(runRatio(run, at('2026-03-02T01:15:00Z'))).toBeCloseTo(1 / 3);
    expect(runRatio(run, at('2026-03-02T02:30:00Z'))).toBe(1);
    expect(runRatio({ began: null, finish: null }, at('2026-03-02T01:15:00Z'))).toBe(0);
  });

  it('counts layers as floor(total × ratio), clamped', () => {
    expect(layersDone(400, 1 / 3)).toBe(133);
    expect(layersDone(400, 0.9999)).toBe(399);
    expect(layersDone(400, 1.5)).toBe(400);
    expect(layersDone(400, -0.2)).toBe(0);
  });

  it('gives elapsed whole seconds, stopping at the finish', () => {
    expect(elapsedSeconds(run, at('2026-03-02T01:00:59.900Z'))).toBe(59);
    expect(elapsedSeconds(run, at('2026-03-02T00:00:00Z'))).toBe(0);
    expect(elapsedSeconds(run, at('2026-03-02T03:00:00Z'))).toBe(45 * 60);
  });

  it('is running between began and finish, scheduled before, standby after', () => {
    expect(runState(run, at('2026-03-02T00:59:59Z'))).toBe('SCHEDULED');
    expect(runState(run, at('2026-03-02T01:00:00Z'))).toBe('RUNNING');
    expect(runState(run, at('2026-03-02T01:45:00Z'))).toBe('STANDBY');
    expect(facilityRunWorkflow.can('start', 'RUNNING')).toBe(false);
    expect(facilityRunWorkflow.can('stop', 'RUNNING')).toBe(true);
    expect(facilityRunWorkflow.can('stop', 'STANDBY')).toBe(false);
  });

  it('draws the start dialog defaults within 40–50 minutes and 350–450 layers', () => {
    expect(randomBetween([40, 50], () => 0)).toBe(40);
    expect(randomBetween([40, 50], () => 0.9999)).toBe(50);
    expect(randomBetween([350, 450], () => 0.5)).toBe(400);
  });

  it('accepts only YYYY-MM-DDTHH:mm:ss wall times of real days', () => {
    expect(isWallTime('2026-03-02T10:00:00')).toBe(true);
    expect(isWallTime('2026-02-30T10:00:00')).toBe(false);
    expect(isWallTime('2026-03-02T24:00:00')).toBe(false);
    expect(isWallTime('2026-03-02 10:00')).toBe(false);
  });
});

describe('signal thresholds', () => {
  it('is good above −70 and a warning at −70 or below (or without a reading)', () => {
    expect(signalQuality(-69)).toBe('GOOD');
    expect(signalQuality(-70)).toBe('WARNING');
    expect(signalQuality(null)).toBe('WARNING');
  });

  it('makes an event at −50 dBm or lower', () => {
    expect(isSignalEvent(-49)).toBe(false);
    expect(isSignalEvent(-50)).toBe(true);
    expect(isSignalEvent(-80)).toBe(true);
    expect(isSignalEvent(null)).toBe(false);
  });

  it('tops the live gauge at 160 for JYCOM_PRO_01 and 9,000 otherwise; daily % of max amount', () => {
    expect(liveGaugeMax('JYCOM_PRO_01')).toBe(160);
    expect(liveGaugeMax('OFFSET_01')).toBe(9000);
    expect(dailyPercent(2500, 5000)).toBe(50);
    expect(dailyPercent(1, 0)).toBe(0);
  });
});
