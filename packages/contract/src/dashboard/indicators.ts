import type { KpiDirection } from './kpi-formulas.js';

export const KPI_INDICATORS = ['PRODUCTION_PER_HOUR', 'DEFECT_RATE', 'INVENTORY_COST', 'DELIVERY_LEAD_TIME'] as const;
export type KpiIndicator = (typeof KPI_INDICATORS)[number];

export interface KpiIndicatorInfo {
  /** The card's title (spec 000 §2). */
  label: string;
  /** What one month's value measures, for the help popover and the settings screen. */
  measure: string;
  unit: string;
  direction: KpiDirection;
  /** Where the card goes (spec 000 §2). */
  listPath: string;
  /** The drill-down call under API_DASHBOARD. */
  drill: 'production' | 'defect' | 'inventory' | 'delivery';
  /** Decimals the value is shown with. */
  digits: number;
}

export const KPI_INDICATOR_INFO: Record<KpiIndicator, KpiIndicatorInfo> = {
  PRODUCTION_PER_HOUR: {
    label: '시간당 생산량',
    measure:
      '그 달에 인쇄 완료된 작업지시의 생산 수량 합계를, 그 작업들의 측정 시간 합계로 나눈 값입니다. 측정 시간은 설비가 지정된 공정은 그 공정 동안 설비 데이터 제어에서 설비가 가동된 시간, 그 밖의 공정은 작업 시작~완료 시간이며, 5분이 안 되는 공정(버튼을 잇달아 누른 경우 등)은 측정할 수 없어 빼고, 측정된 공정이 하나도 없는 작업은 수량까지 뺍니다(근거 자료에 제외 사유 표시). 공정에 설비가 지정된 작업은 설비 카운터가 센 수량(여러 설비면 가장 큰 값)을, 설비가 없는 작업은 주문 수량을 생산 수량으로 씁니다.',
    unit: '개/시간',
    direction: 'higher',
    listPath: '/admin/wk/work_order',
    drill: 'production',
    digits: 1,
  },
  DEFECT_RATE: {
    label: '완제품 불량률',
    measure: '그 달에 검수가 끝난(검수 완료, 종료일 기준) 검수의 불량 수량 합계 ÷ 검수 수량 합계 × 100 입니다.',
    unit: '%',
    direction: 'lower',
    listPath: '/admin/wk/inspection',
    drill: 'defect',
    digits: 2,
  },
  INVENTORY_COST: {
    label: '재고 비용 절감',
    measure:
      '그 달 말일 기준(이번 달은 지금) 재고 수량 × 품목 단가(매입)의 합계입니다. 단가는 오늘의 단가로 계산하므로 수량 변화만 반영됩니다.',
    unit: '원',
    direction: 'lower',
    listPath: '/admin/pr/stock',
    drill: 'inventory',
    digits: 0,
  },
  DELIVERY_LEAD_TIME: {
    label: '납기 단축',
    measure: '그 달에 배송 완료된 주문의 평균 납기(주문 접수 → 배송 완료) 시간입니다.',
    unit: '시간',
    direction: 'lower',
    listPath: '/admin/wk/delivery',
    drill: 'delivery',
    digits: 1,
  },
};

/** The help popover's explanation of the two rates, shared by every card. */
export const KPI_RATE_HELP = {
  baseline: '기준값: 관리자가 정한 기준 기간(기본은 지난 3개월)의 월별 값 평균입니다.',
  month: '이번 달 값: 이번 달 1일부터 지금까지의 값입니다 (한국 시간 기준).',
  target: '목표값: 관리자가 KPI 설정에서 정한 값입니다.',
  improvement: '개선율 = (이번 달 값 − 기준값) ÷ 기준값 × 100',
  improvementLower: '낮을수록 좋은 지표라 개선율은 줄어든 비율입니다: (기준값 − 이번 달 값) ÷ 기준값 × 100',
  achievement: '목표 달성률 = (이번 달 값 − 기준값) ÷ (목표값 − 기준값) × 100',
  missing: '나눌 값이 0이거나 목표가 없으면 – 로 표시합니다.',
  defectInfinite: '불량률은 목표값이 기준값과 같아 달성률이 무한대가 되면 100으로 표시합니다.',
} as const;
