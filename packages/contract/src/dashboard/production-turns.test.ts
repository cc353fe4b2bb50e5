import { describe, expect, it } from 'vitest';
import { exclusionNote, measureTurn, sameStretchLastMonth } from '../index.js';

describe('measureTurn: production per hour counts measurable time only', () => {
  it('takes a bound turn’s machine run time and any other turn’s start → finish, five minutes at least', () => {
    expect(measureTurn({ bound: false, clockSeconds: 7200, machineSeconds: 0 })).toEqual({
      seconds: 7200,
      excluded: null,
    });
    expect(measureTurn({ bound: true, clockSeconds: 10800, machineSeconds: 1800 })).toEqual({
      seconds: 1800,
      excluded: null,
    });
    expect(measureTurn({ bound: false, clockSeconds: 299, machineSeconds: 0 })).toEqual({
      seconds: 0,
      excluded: 'SHORT',
    });
    expect(measureTurn({ bound: true, clockSeconds: 10800, machineSeconds: 120 })).toEqual({
      seconds: 0,
      excluded: 'MACHINE_IDLE',
    });
    // Bound, but its machine never started on the controller (it reports over MQTT on its own): start → finish.
    expect(measureTurn({ bound: true, clockSeconds: 7200, machineSeconds: 0 })).toEqual({
      seconds: 7200,
      excluded: null,
    });
    expect(measureTurn({ bound: true, clockSeconds: 2, machineSeconds: 0 }).excluded).toBe('SHORT');
    expect(measureTurn({ bound: false, clockSeconds: 300, machineSeconds: 0 }).excluded).toBeNull();
  });

  it('names what was left out', () => {
    expect(exclusionNote([])).toBeNull();
    expect(exclusionNote(['SHORT', 'MACHINE_IDLE', 'SHORT'])).toBe(
      '측정할 수 없는 작업 3건 제외: 작업 시간 5분 미만 2건, 설비 가동 5분 미만 1건',
    );
  });
});

describe('sameStretchLastMonth', () => {
  it('is the 1st to the same day of last month, its last day when last month is shorter', () => {
    expect(sameStretchLastMonth('2026-12-15')).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-16' });
    expect(sameStretchLastMonth('2026-12-01')).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-02' });
    expect(sameStretchLastMonth('2026-03-31')).toEqual({ fromDay: '2026-02-01', toDay: '2026-03-01' });
    expect(sameStretchLastMonth('2028-03-30')).toEqual({ fromDay: '2028-02-01', toDay: '2028-03-01' });
    expect(sameStretchLastMonth('2027-01-31')).toEqual({ fromDay: '2026-12-01', toDay: '2027-01-01' });
  });
});
