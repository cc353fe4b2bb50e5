import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_WON_MAX,
  DepositEntryUpdateSchema,
  DepositHistoryListQuerySchema,
  depositActionOf,
  depositButtonLabel,
  depositMessages,
  depositShortfall,
  depositWorkflow,
  formatWon,
  isDepositComplete,
  wonAmount,
} from './deposit.js';

describe('deposit completion (001 §4)', () => {
  it('is complete only when the order has entries and every one is settled', () => {
    expect(isDepositComplete([])).toBe(false);
    expect(isDepositComplete([{ isSettled: false }])).toBe(false);
    expect(isDepositComplete([{ isSettled: true }, { isSettled: false }])).toBe(false);
    expect(isDepositComplete([{ isSettled: true }])).toBe(true);
    expect(isDepositComplete([{ isSettled: true }, { isSettled: true }, { isSettled: true }])).toBe(true);
  });

  it("labels the list's button 입금 확인 until every entry is settled, then 입금 완료", () => {
    expect(depositButtonLabel([])).toBe('입금 확인');
    expect(depositButtonLabel([{ isSettled: true }, { isSettled: false }])).toBe('입금 확인');
    expect(depositButtonLabel([{ isSettled: true }, { isSettled: true }])).toBe('입금 완료');
  });

  it('names the move from the state shown and the flag sent, each open only from that state', () => {
    expect(depositActionOf(false, false)).toBe('save');
    expect(depositActionOf(false, true)).toBe('settle');
    expect(depositActionOf(true, false)).toBe('unsettle');
    expect(depositActionOf(true, true)).toBe('note');
    expect(depositWorkflow.actionsFrom('OPEN')).toEqual(['settle', 'save']);
    expect(depositWorkflow.actionsFrom('SETTLED')).toEqual(['unsettle', 'note']);
    expect(depositWorkflow.conflictMessage('settle', 'SETTLED')).toContain("입금 상태가 현재 '입금 완료'라");
  });

  it('records a shortfall only when less was collected than issued', () => {
    expect(depositShortfall(100_000, 70_000)).toBe(30_000);
    expect(depositShortfall(100_000, 100_000)).toBe(0);
    expect(depositShortfall(100_000, 120_000)).toBe(0);
    expect(depositMessages.shortfallConfirm(100_000, 70_000)).toBe(
      '수금 금액(70,000원)이 발행 금액(100,000원)보다 30,000원 적습니다. 부족액을 기록하고 입금 확인하시겠습니까?',
    );
  });
});

describe('money (whole won)', () => {
  const won = wonAmount('금액을 입력해주세요.');
  const error = (value: unknown) => won.safeParse(value).error?.issues[0]?.message;

  it('reads typed text with thousands separators and numbers', () => {
    expect(won.parse('1,234,000')).toBe(1_234_000);
    expect(won.parse(' 0 ')).toBe(0);
    expect(won.parse(5000)).toBe(5000);
    expect(won.parse('999,999,999,999')).toBe(DEPOSIT_WON_MAX);
  });

  it('refuses negative, fractional, too large and non-numeric amounts in Korean', () => {
    expect(error('-1')).toBe('0원 이상 입력해주세요.');
    expect(error('1.5')).toBe('정수로 입력해주세요.');
    expect(error('1,000,000,000,000')).toBe('999,999,999,999원 이하로 입력해주세요.');
    expect(error('만원')).toBe('숫자만 입력해주세요.');
    expect(error('')).toBe('금액을 입력해주세요.');
  });

  it('shows money with thousands separators', () => {
    expect(formatWon(0)).toBe('0');
    expect(formatWon(1_234_000)).toBe('1,234,000');
    expect(formatWon(DEPOSIT_WON_MAX)).toBe('999,999,999,999');
  });

  it('checks a whole entry save strictly', () => {
    const ok = DepositEntryUpdateSchema.parse({
      id: 3,
      version: 2,
      issuedPrice: '100,000',
      collectedPrice: 90000,
      remark: '',
      isSettled: true,
      wasSettled: false,
    });
    expect(ok).toMatchObject({ issuedPrice: 100_000, collectedPrice: 90_000, confirmShortfall: false });
    expect(DepositEntryUpdateSchema.safeParse({ ...ok, settledDatetime: '2026-01-01T00:00:00Z' }).success).toBe(false);
  });

  it('confirms 0 won only as 무상 with a reason, and 무상 only when settling with nothing collected', () => {
    const base = { id: 3, version: 0, issuedPrice: 50_000, collectedPrice: 0, remark: '', wasSettled: false };
    const issues = (v: object) =>
      (DepositEntryUpdateSchema.safeParse({ ...base, ...v }).error?.issues ?? []).map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(issues({ isSettled: true })).toEqual([['free', depositMessages.zeroNeedsFree]]);
    expect(issues({ isSettled: true, free: true })).toEqual([['freeReason', depositMessages.freeReasonRequired]]);
    expect(issues({ isSettled: true, free: true, freeReason: '  ' })).toEqual([
      ['freeReason', depositMessages.freeReasonRequired],
    ]);
    expect(issues({ isSettled: true, free: true, freeReason: '샘플', collectedPrice: 1 })).toEqual([
      ['free', depositMessages.freeWithMoney],
    ]);
    expect(issues({ isSettled: false, free: true, freeReason: '샘플' })).toEqual([
      ['free', depositMessages.freeOnlyWhenSettling],
    ]);
    expect(issues({ isSettled: true, free: true, freeReason: '샘플' })).toEqual([]);
    // An open save at 0 won, and settling money, need nothing more.
    expect(issues({ isSettled: false })).toEqual([]);
    expect(issues({ isSettled: true, collectedPrice: 50_000 })).toEqual([]);
  });

  it('counts only active entries for completion: a detached (former buyer’s) entry is not owed', () => {
    expect(isDepositComplete([{ isSettled: true }, { isSettled: false, detached: true }])).toBe(true);
    expect(isDepositComplete([{ isSettled: true, detached: true }])).toBe(false);
  });

  it('answers a missing entry or flag in Korean', () => {
    const messages = DepositEntryUpdateSchema.safeParse({ issuedPrice: 0, collectedPrice: 0 }).error!.issues.map(
      (i) => [i.path.join('.'), i.message],
    );
    expect(messages).toEqual([
      ['id', '입금 항목을 선택해주세요.'],
      ['version', '화면을 새로 고친 뒤 다시 저장해주세요.'],
      ['isSettled', '입금 확인 여부를 보내주세요.'],
      ['wasSettled', '입금 확인 여부를 보내주세요.'],
    ]);
  });

  it('filters the history to settled entries unless asked otherwise', () => {
    expect(DepositHistoryListQuerySchema.parse({}).settled).toBe('SETTLED');
    expect(DepositHistoryListQuerySchema.parse({ settled: 'ALL' }).settled).toBe('ALL');
    expect(DepositHistoryListQuerySchema.safeParse({ settled: 'MAYBE' }).success).toBe(false);
  });
});
