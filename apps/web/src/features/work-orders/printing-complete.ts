import {
  PAPER_SHORTAGE_CODE,
  PAPER_SHORT_AT_START_CODE,
  SHOPBAG_DRAFTS_MISSING,
  type PrintingCompleteValues,
  type WorkStartValues,
} from '@scm/contract';
import { useCompletePrinting, useStartProgress, useStartWork } from './api';
import { useConfirmedMove, type MoveQuestions } from './confirmed-move';

/**
 * The questions printing complete asks (the server does not alert them): a bag whose filled positions lack drafts
 * names them; paper used beyond stock names each short item and, confirmed, the stock goes below zero.
 */
const PRINTING_QUESTIONS: MoveQuestions<PrintingCompleteValues> = {
  [SHOPBAG_DRAFTS_MISSING]: 'confirmWithoutDrafts',
  [PAPER_SHORTAGE_CODE]: 'confirmShortage',
};

/** 인쇄 완료 that asks instead of failing; `body` carries what the dialog already settled (used paper, confirmations). */
export function useConfirmedPrintingComplete() {
  const complete = useCompletePrinting();
  const ask = useConfirmedMove(PRINTING_QUESTIONS, { title: '인쇄 완료 확인', confirmLabel: '인쇄 완료' });
  return (id: number, body: PrintingCompleteValues = {}) => ask((b) => complete.mutateAsync({ id, body: b }), body);
}

/** Work start's question: the job's paper is short of what is free (on hand minus the other open jobs' needs). */
const START_QUESTIONS: MoveQuestions<WorkStartValues> = { [PAPER_SHORT_AT_START_CODE]: 'confirmShortage' };

/** 작업 시작 (a received job, or a turn passed to a team) that asks when the paper is short, then starts anyway. */
export function useConfirmedStart() {
  const startWork = useStartWork();
  const startProgress = useStartProgress();
  const ask = useConfirmedMove(START_QUESTIONS, { title: '용지 부족 확인', confirmLabel: '작업 시작' });
  return {
    startWork: (id: number) => ask((body) => startWork.mutateAsync({ id, body }), {}),
    startProgress: (progressId: number) => ask((body) => startProgress.mutateAsync({ progressId, body }), {}),
  };
}
