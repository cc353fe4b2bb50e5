/** The longest one status call may take (answer included) before it counts as failed. */
export const BUSINESS_STATUS_TIMEOUT_MS = 10_000;

/** The NTS status service takes at most this many numbers per call. */
export const BUSINESS_STATUS_BATCH = 100;

/**
 * A business's state at the tax office: 계속사업자 (ACTIVE), 휴업자 (SUSPENDED), 폐업자 (CLOSED), or a number the tax
 * office does not know (UNREGISTERED).
 */
export type BusinessState = 'ACTIVE' | 'SUSPENDED' | 'CLOSED' | 'UNREGISTERED';

export const businessStateLabels: Record<BusinessState, string> = {
  ACTIVE: '계속사업자',
  SUSPENDED: '휴업자',
  CLOSED: '폐업자',
  UNREGISTERED: '국세청에 등록되지 않은 번호',
};

/** One number's answer: digits only (10), its state, the tax type in the tax office's words, and the closing day. */
export interface BusinessStatus {
  number: string;
  state: BusinessState;
  label: string;
  taxType: string;
  /** YYYY-MM-DD for a closed business, else null. */
  closedOn: string | null;
}

/**
 * What a check gave. `checked: false` is either the offline default (no service key: "확인하지 않음", said so on
 * screen) or a failed call (`retry` says whether trying again later may help); nothing is then known about any number.
 */
export type BusinessStatusResult =
  { checked: true; statuses: BusinessStatus[] } | { checked: false; retry: boolean; reason: string };

/** The NTS business-status lookup (사업자등록정보 상태조회). */
export interface BusinessStatusProvider {
  readonly configured: boolean;
  /** Numbers as digits (hyphens are dropped); any count, sent in batches of BUSINESS_STATUS_BATCH. */
  check(numbers: string[]): Promise<BusinessStatusResult>;
}

export const NOT_CHECKED_REASON = '휴폐업 조회가 설정되지 않아 확인하지 않았습니다.';

export const notConfiguredBusinessStatusProvider = (): BusinessStatusProvider => ({
  configured: false,
  check: async () => ({ checked: false, retry: false, reason: NOT_CHECKED_REASON }),
});
