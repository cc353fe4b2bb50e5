import { z } from 'zod';
import { defineWorkflow } from './common/workflow.js';

export const API_WORK_ORDER = '/api/work_order';

/**
 * A work order's state (작업지시): received, in work (some team holds it), printing complete, or cancelled with
 * its order. Passing it between teams moves its work progresses, not this state.
 */
export const workOrderWorkflow = defineWorkflow({
  noun: '작업지시',
  states: {
    RECEIPT: { label: '접수', color: 'info' },
    WORKING: { label: '작업중', color: 'warning' },
    COMPLETE: { label: '완료', color: 'success' },
    CANCELLED: { label: '취소', color: 'default' },
  },
  actions: {
    startWork: { from: ['RECEIPT'], to: 'WORKING', label: '작업 시작', confirm: '작업을 시작하시겠습니까?' },
    completePrinting: {
      from: ['WORKING'],
      to: 'COMPLETE',
      label: '인쇄 완료',
      confirm: '인쇄 작업을 완료하시겠습니까? 사용한 용지가 재고에서 출고되고 배송이 준비됩니다.',
    },
    cancel: { from: ['RECEIPT', 'WORKING'], to: 'CANCELLED', label: '주문 취소' },
  },
  unknownLabel: '작업 상태 오류',
});
export type WorkOrderStatus = (typeof workOrderWorkflow.values)[number];
export type WorkOrderAction = keyof typeof workOrderWorkflow.actions;

/** One team's turn on a work order: received by the team, started, then finished or passed on. */
export const workProgressWorkflow = defineWorkflow({
  noun: '공정',
  states: {
    RECEIPT: { label: '접수', color: 'info' },
    WORKING: { label: '작업중', color: 'warning' },
    COMPLETE: { label: '완료', color: 'success' },
  },
  actions: {
    startProgress: { from: ['RECEIPT'], to: 'WORKING', label: '작업 시작', confirm: '작업을 시작하시겠습니까?' },
    passToNextTeam: { from: ['WORKING'], to: 'COMPLETE', label: '다음 팀 요청' },
    finishPrinting: { from: ['WORKING'], to: 'COMPLETE', label: '인쇄 완료' },
  },
  unknownLabel: '작업 상태 오류',
});
export type WorkProgressStatus = (typeof workProgressWorkflow.values)[number];

/** POST next_team: the job goes from its current team to `departmentId`. */
export const NextTeamSchema = z.strictObject({
  workOrderId: z.number().int().positive(),
  departmentId: z.number({ error: '요청할 부서를 선택해주세요.' }).int().positive('요청할 부서를 선택해주세요.'),
});
export type NextTeamValues = z.output<typeof NextTeamSchema>;

export const workOrderMessages = {
  /** The spec's toasts (001 §7). */
  workStarted: '작업을 시작했습니다.',
  nextTeamRequested: '다음 팀에 작업을 요청했습니다.',
  printingCompleted: '인쇄 작업이 완료되었습니다.',
  notFound: '작업지시를 찾을 수 없습니다.',
  progressNotFound: '공정을 찾을 수 없습니다.',
  sameTeam: '지금 작업 중인 부서입니다. 다른 부서를 선택해주세요.',
  departmentNotFound: '부서를 찾을 수 없습니다. 다시 선택해주세요.',
  noDepartment: '소속 부서가 없어 작업을 시작할 수 없습니다. 관리자에게 부서 지정을 요청해주세요.',
};
