/** The OEE table's help popover (production drill-down): what the three factors are and where each number comes from. */
export const OEE_HELP = {
  formula: '설비 종합 효율(OEE) = 가동률 × 성능 × 품질',
  availability:
    '가동률 = 실제 가동 시간 ÷ 계획 시간. 설비 데이터 제어에서 시작한 가동의 시작 ~ 예정 종료가 계획 시간, 시작 ~ 종료(중지하면 중지 시각)가 가동 시간입니다.',
  performance:
    '성능 = 생산 수량 ÷ (정격 속도 × 가동 시간). 생산 수량은 설비 카운터가 그 달에 보낸 수량의 일별 합계, 정격 속도는 실시간 게이지의 최대값(분당 160개 또는 9,000개) × 60입니다.',
  quality:
    '품질 = 1 − 불량 수량 ÷ 검수 수량. 검수는 설비를 지정하지 않으므로 그 달에 완료된 검수 전체(공장 전체 값)를 그 달에 가동한 모든 설비에 씁니다.',
  period: '그 달 1일 0시부터 다음 달 1일 0시까지(한국 시간, 이번 달은 지금까지)의 가동만 셉니다.',
  missing: '가동하지 않은 달이나 검수가 없는 달처럼 나눌 값이 없으면 – 로 표시합니다.',
} as const;
