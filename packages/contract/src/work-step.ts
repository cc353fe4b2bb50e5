import { z } from 'zod';
import { canAccessArea, canSuperviseWork } from './auth-group.js';
import { withParticle } from './common/particles.js';

/**
 * Each team owns its step (issue 31): a job's open turn belongs to the team that holds it. Only that team, or a
 * production supervisor (작업 총괄, WORK_SUPERVISE), may start it, pass it on, finish it or bind its machine. A
 * received job (접수) has no team yet: anyone with work write authority takes it for their own team, and whoever
 * takes orders (or work) may hand it to a chosen team.
 */

/** Whether a user of `departmentId` holding `authorities` may act on a step held by `stepDepartmentId`. */
export const mayActOnStep = (
  authorities: readonly string[],
  departmentId: number | null,
  stepDepartmentId: number | null,
): boolean => canSuperviseWork(authorities) || (departmentId !== null && departmentId === stepDepartmentId);

/** Whether a user may hand a received job to a team: order takers (ORDER_WRITE) or work writers (WORK_WRITE). */
export const mayHandOff = (authorities: readonly string[]): boolean =>
  canAccessArea(authorities, 'ORDER', true) || canAccessArea(authorities, 'WORK', true);

/** POST /api/work_order/hand_off: a received job (RECEIPT) to the chosen team, as a received turn. */
export const HandOffSchema = z.strictObject({
  workOrderId: z.number().int().positive(),
  departmentId: z.number({ error: '요청할 부서를 선택해주세요.' }).int().positive('요청할 부서를 선택해주세요.'),
});
export type HandOffValues = z.output<typeof HandOffSchema>;

export const workStepMessages = {
  /** The 403 for someone outside the holding team, e.g. '후가공팀이 맡은 작업입니다. …'. */
  notYourStep: (team: string) =>
    `${withParticle(team, '이')} 맡은 작업입니다. ${team} 또는 작업 총괄 권한이 있는 사람만 처리할 수 있습니다.`,
  /** Appended to a history line when a supervisor acts for another team: '(작업 총괄 김감독 처리)'. */
  onBehalf: (actorName: string) => `(작업 총괄 ${actorName} 처리)`,
  handOffForbidden: '접수된 작업을 다른 팀에 넘기려면 주문 관리 또는 작업 관리 쓰기 권한이 필요합니다.',
  handOffNotReceived: (stateLabel: string) =>
    `접수 상태의 작업만 다른 팀에 넘길 수 있습니다. 지금 작업 상태: ${stateLabel}. 화면을 새로 고쳐 확인해주세요.`,
  handedOff: '작업을 요청했습니다.',
  /** A printed job is passed on with 다음 팀 요청; printing complete does not take a team again. */
  alreadyPrinted: '이미 인쇄가 완료된 작업입니다. 다른 팀에 넘기려면 다음 팀 요청을 사용해주세요.',
  finishedToShipping: '작업이 완료되어 출고 준비되었습니다.',
  /** The screens: what another team sees instead of the step's buttons. */
  waiting: (team: string) => `${team} 작업 대기`,
  working: (team: string) => `${team} 작업 중`,
  /** The status of a printed job a finishing team holds: '인쇄 완료 · 후가공팀 작업 중' (작업 대기 before it starts). */
  printedWith: (team: string, started: boolean) => `인쇄 완료 · ${team} 작업 ${started ? '중' : '대기'}`,
  /** The finishing team's button on a printed job: '후가공팀 완료 · 출고 준비'. */
  finishLabel: (team: string) => `${team} 완료 · 출고 준비`,
  finishConfirm: (team: string) =>
    `${team} 작업을 완료하시겠습니까? 용지는 인쇄 때 이미 출고되었고, 배송이 준비됩니다.`,
  /** History and customer notices. */
  printedOnTo: (team: string) => `인쇄 완료 → ${team}`,
  finishedReady: (team: string) => `${team} 작업 완료, 출고 준비`,
  handedOffLine: (team: string) => `접수 → ${team}`,
  /** Why a button is disabled for a user without the authority. */
  startNeedsWorkWrite:
    '작업 시작은 작업 관리 쓰기 권한이 있는 사람만 할 수 있습니다. 다음 팀 요청으로 팀에 넘겨주세요.',
  startNeedsDepartment: '소속 부서가 없어 작업을 시작할 수 없습니다. 관리자에게 부서 지정을 요청해주세요.',
  handOffNeedsAuthority: '다음 팀 요청은 주문 관리 또는 작업 관리 쓰기 권한이 있는 사람만 할 수 있습니다.',
};
