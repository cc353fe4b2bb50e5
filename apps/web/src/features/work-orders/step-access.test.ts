import { describe, expect, it } from 'vitest';
import { stepAccess, type StepJob } from './step-access';

const held = (over: Partial<StepJob> = {}): StepJob => ({
  workOrderStatus: 'WORKING',
  workProgressStatus: 'RECEIPT',
  departmentId: 7,
  departmentName: '후가공팀',
  printedAt: null,
  ...over,
});
const received: StepJob = { ...held(), workOrderStatus: 'RECEIPT', workProgressStatus: null, departmentId: null };
const production = ['WORK_READ', 'WORK_WRITE'];

describe('stepAccess (each team owns its step)', () => {
  it('gives the holding team its buttons and a supervisor of another team too', () => {
    expect(stepAccess(held(), production, 7)).toEqual({ kind: 'step', finishLabel: null });
    expect(stepAccess(held(), [...production, 'WORK_SUPERVISE'], 3)).toEqual({ kind: 'step', finishLabel: null });
    expect(stepAccess(held(), ['ROLE_ADMIN'], null)).toEqual({ kind: 'step', finishLabel: null });
  });

  it('shows another team who holds the step, waiting or at work', () => {
    expect(stepAccess(held(), production, 3)).toEqual({ kind: 'elsewhere', label: '후가공팀 작업 대기' });
    expect(stepAccess(held({ workProgressStatus: 'WORKING' }), production, 3)).toEqual({
      kind: 'elsewhere',
      label: '후가공팀 작업 중',
    });
    // A supervisor without work write authority moves nothing.
    expect(stepAccess(held(), ['WORK_READ', 'WORK_SUPERVISE'], 7)).toMatchObject({ kind: 'elsewhere' });
  });

  it('names the finishing button for the team on a printed job', () => {
    const printed = held({ workProgressStatus: 'WORKING', printedAt: '2026-11-23T02:00:00.000Z' });
    expect(stepAccess(printed, production, 7)).toEqual({ kind: 'step', finishLabel: '후가공팀 완료 · 출고 준비' });
  });

  it('says why sales cannot start a received job, and lets them hand it to a team', () => {
    expect(stepAccess(received, ['ORDER_WRITE', 'WORK_READ'], 2)).toEqual({
      kind: 'received',
      startRefusal: '작업 시작은 작업 관리 쓰기 권한이 있는 사람만 할 수 있습니다. 다음 팀 요청으로 팀에 넘겨주세요.',
      handOffRefusal: null,
    });
    expect(stepAccess(received, production, null)).toMatchObject({
      startRefusal: '소속 부서가 없어 작업을 시작할 수 없습니다. 관리자에게 부서 지정을 요청해주세요.',
      handOffRefusal: null,
    });
    expect(stepAccess(received, ['WORK_READ'], 2)).toMatchObject({
      startRefusal: expect.any(String),
      handOffRefusal: '다음 팀 요청은 주문 관리 또는 작업 관리 쓰기 권한이 있는 사람만 할 수 있습니다.',
    });
    expect(stepAccess(received, production, 2)).toEqual({ kind: 'received', startRefusal: null, handOffRefusal: null });
  });
});
