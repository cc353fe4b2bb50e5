import { z } from 'zod';
import {
  BUSINESS_STATUS_BATCH,
  BUSINESS_STATUS_TIMEOUT_MS,
  businessStateLabels,
  type BusinessState,
  type BusinessStatus,
  type BusinessStatusProvider,
  type BusinessStatusResult,
} from './provider';

export interface NtsStatusSettings {
  /** https://api.odcloud.kr/api/nts-businessman/v1/status unless pointed at the local fake. */
  url: string;
  /** The 공공데이터포털 service key (일반 인증키, decoded). */
  serviceKey: string;
  timeoutMs?: number;
}

/** One row of the answer: b_stt_cd 01 계속, 02 휴업, 03 폐업; an unknown number has an empty code. */
const NtsRowSchema = z.object({
  b_no: z.string(),
  b_stt: z.string().optional().default(''),
  b_stt_cd: z.string().optional().default(''),
  tax_type: z.string().optional().default(''),
  end_dt: z.string().optional().default(''),
});
const NtsAnswerSchema = z.object({
  status_code: z.string(),
  data: z.array(NtsRowSchema).optional().default([]),
});

const stateOfCode: Record<string, BusinessState> = { '01': 'ACTIVE', '02': 'SUSPENDED', '03': 'CLOSED' };

const dayOf = (yyyymmdd: string) =>
  /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6)}` : null;

export function statusOfNtsRow(row: z.infer<typeof NtsRowSchema>): BusinessStatus {
  const state = stateOfCode[row.b_stt_cd] ?? 'UNREGISTERED';
  return {
    number: row.b_no,
    state,
    label: row.b_stt || businessStateLabels[state],
    taxType: row.tax_type,
    closedOn: state === 'CLOSED' ? dayOf(row.end_dt) : null,
  };
}

/**
 * The 국세청 사업자등록정보 상태조회 service (공공데이터포털): `POST {url}?serviceKey=…` with `{"b_no": [...]}`, at most
 * 100 numbers a call, answering `{status_code: "OK", data: [{b_no, b_stt, b_stt_cd, tax_type, end_dt, …}]}`.
 * Numbers are sent in batches; one failed batch fails the whole check (a partial answer would read as "all fine").
 */
export function ntsBusinessStatusProvider(settings: NtsStatusSettings): BusinessStatusProvider {
  async function checkBatch(numbers: string[]): Promise<BusinessStatusResult> {
    const url = new URL(settings.url);
    url.searchParams.set('serviceKey', settings.serviceKey);
    url.searchParams.set('returnType', 'JSON');
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ b_no: numbers }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? BUSINESS_STATUS_TIMEOUT_MS),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return {
        checked: false,
        retry: true,
        reason: timedOut ? '국세청 조회가 응답하지 않습니다.' : '국세청 조회에 연결하지 못했습니다.',
      };
    }
    const text = await res.text();
    if (!res.ok) {
      const retry = res.status >= 500 || res.status === 429;
      return {
        checked: false,
        retry,
        reason: retry
          ? `국세청 조회가 잠시 실패했습니다 (HTTP ${res.status}).`
          : `국세청 조회가 거절되었습니다 (HTTP ${res.status}). 인증키를 확인해주세요.`,
      };
    }
    const parsed = NtsAnswerSchema.safeParse(safeJson(text));
    if (!parsed.success || parsed.data.status_code !== 'OK')
      return { checked: false, retry: true, reason: '국세청 조회의 응답을 읽지 못했습니다.' };
    const byNumber = new Map(parsed.data.data.map((row) => [row.b_no.replace(/\D/g, ''), statusOfNtsRow(row)]));
    return {
      checked: true,
      statuses: numbers.map(
        (n) =>
          byNumber.get(n) ?? {
            number: n,
            state: 'UNREGISTERED' as const,
            label: businessStateLabels.UNREGISTERED,
            taxType: '',
            closedOn: null,
          },
      ),
    };
  }

  return {
    configured: true,
    async check(numbers) {
      const digits = [...new Set(numbers.map((n) => n.replace(/\D/g, '')).filter((n) => n.length > 0))];
      const statuses: BusinessStatus[] = [];
      for (let i = 0; i < digits.length; i += BUSINESS_STATUS_BATCH) {
        const result = await checkBatch(digits.slice(i, i + BUSINESS_STATUS_BATCH));
        if (!result.checked) return result;
        statuses.push(...result.statuses);
      }
      return { checked: true, statuses };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
