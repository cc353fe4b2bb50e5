import { describe, expect, it } from 'vitest';
import { mayWrite } from './index';

describe('mayWrite: whether a kit screen offers its write actions', () => {
  it('offers them with the area write authority', () => {
    expect(mayWrite(['PROCESS_READ', 'PROCESS_WRITE'], 'PROCESS')).toBe(true);
    expect(mayWrite(['PROCESS_WRITE'], 'PROCESS')).toBe(true);
  });

  it('leaves them out with read authority only', () => {
    expect(mayWrite(['PROCESS_READ'], 'PROCESS')).toBe(false);
    expect(mayWrite(['PROCESS_READ', 'WORK_READ', 'PARTNER_READ', 'COMMON_READ'], 'COMMON')).toBe(false);
  });

  it('leaves them out when the write authority is for another area', () => {
    expect(mayWrite(['WORK_WRITE', 'PROCESS_READ'], 'PROCESS')).toBe(false);
    expect(mayWrite(['HR_MANAGE', 'COMMON_READ'], 'COMMON')).toBe(false);
  });

  it('gives ROLE_ADMIN every area', () => {
    for (const area of ['ORDER', 'WORK', 'PROCESS', 'PARTNER', 'MONITORING', 'FACILITY', 'COMMON'] as const)
      expect(mayWrite(['ROLE_ADMIN'], area)).toBe(true);
  });

  it('offers them when the screen names no area (the kit has nothing to decide)', () => {
    expect(mayWrite([], undefined)).toBe(true);
  });

  it('leaves them out for an account with no authorities', () => {
    expect(mayWrite([], 'PARTNER')).toBe(false);
  });
});
