import { describe, expect, it } from 'vitest';
import { allowedStep, counterVerdict, groupEvents, mqttSigningText, type EventLike } from '../index.js';

const at = (iso: string) => new Date(iso);

describe('counterVerdict: a reading is production only as far as the machine could have run', () => {
  it('allows rated speed × interval × 1.5 (+1), a minute for a first reading, an hour at most', () => {
    const now = at('2026-05-04T01:00:03Z');
    expect(allowedStep(100, at('2026-05-04T01:00:00Z'), now)).toBe(8);
    expect(allowedStep(100, null, now)).toBe(151);
    expect(allowedStep(160, at('2026-05-03T01:00:00Z'), now)).toBe(160 * 60 * 1.5 + 1);
    // A clock set back gives no allowance but the one piece.
    expect(allowedStep(100, at('2026-05-04T02:00:00Z'), now)).toBe(1);
  });

  it('is a reset when the counter went backwards, a jump past the allowance, a count otherwise', () => {
    const prev = at('2026-05-04T01:00:00Z');
    const now = at('2026-05-04T01:00:03Z');
    expect(counterVerdict(-1, 100, prev, now)).toBe('RESET');
    expect(counterVerdict(0, 100, prev, now)).toBe('COUNT');
    expect(counterVerdict(8, 100, prev, now)).toBe('COUNT');
    expect(counterVerdict(9, 100, prev, now)).toBe('JUMP');
    // The forged message: a million pieces from a 9,000-a-minute machine three seconds after its last.
    expect(counterVerdict(1_000_000, 9_000, prev, now)).toBe('JUMP');
  });
});

describe('mqttSigningText', () => {
  it('joins code, counter, ip, rssi and ts with |, empty where left out', () => {
    expect(mqttSigningText('OFFSET_01', { counter: 5, ip: '10.0.0.1', rssi: -45, ts: 1 })).toBe(
      'OFFSET_01|5|10.0.0.1|-45|1',
    );
    expect(mqttSigningText('OFFSET_01', { counter: 5, ts: 2 })).toBe('OFFSET_01|5|||2');
  });
});

describe('groupEvents', () => {
  const weak = (occurredAt: string, rssi: number, facilityCode = 'A'): EventLike => ({
    occurredAt,
    facilityCode,
    kind: 'WEAK_SIGNAL',
    rssi,
    counter: null,
  });
  it('folds consecutive weak signals of one machine, keeping the span and the lowest signal', () => {
    const groups = groupEvents([
      weak('2026-05-04T01:07:00Z', -52),
      weak('2026-05-04T01:05:00Z', -61),
      weak('2026-05-04T01:03:00Z', -50),
      weak('2026-05-04T01:02:00Z', -55, 'B'),
      { occurredAt: '2026-05-04T01:01:00Z', facilityCode: 'B', kind: 'COUNTER_JUMP', rssi: -70, counter: 9 },
      { occurredAt: '2026-05-04T01:00:30Z', facilityCode: 'B', kind: 'COUNTER_JUMP', rssi: null, counter: 9 },
      weak('2026-05-04T01:00:00Z', -58),
    ]);
    expect(groups.map((g) => [g.facilityCode, g.kind, g.events.length, g.from, g.to, g.lowestRssi])).toEqual([
      ['A', 'WEAK_SIGNAL', 3, '2026-05-04T01:03:00Z', '2026-05-04T01:07:00Z', -61],
      ['B', 'WEAK_SIGNAL', 1, '2026-05-04T01:02:00Z', '2026-05-04T01:02:00Z', -55],
      ['B', 'COUNTER_JUMP', 1, '2026-05-04T01:01:00Z', '2026-05-04T01:01:00Z', null],
      ['B', 'COUNTER_JUMP', 1, '2026-05-04T01:00:30Z', '2026-05-04T01:00:30Z', null],
      ['A', 'WEAK_SIGNAL', 1, '2026-05-04T01:00:00Z', '2026-05-04T01:00:00Z', -58],
    ]);
  });
});
