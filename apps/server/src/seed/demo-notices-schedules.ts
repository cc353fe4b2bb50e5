import type { Db } from '../db/client';
import { notice, schedule } from '../db/schema';

const pad = (n: number) => String(n).padStart(2, '0');
/** A day relative to the day the demo is seeded, so the board and the calendar always have something current. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const NOTICES = [
  {
    title: '명절 연휴 배송 및 생산 일정 안내',
    comment:
      '명절 연휴 기간에는 생산과 출고가 중단됩니다.\n연휴 전 출고를 원하시는 주문은 연휴 시작 5일 전까지 접수해주세요.\n연휴 이후 첫 출고는 순차적으로 진행됩니다.',
    startDate: day(-3),
    endDate: day(25),
  },
  {
    title: '친환경 크라프트 쇼핑백 신규 사양 출시',
    comment:
      '재생 크라프트지 150g 쇼핑백을 새로 선보입니다.\n기존 아트지 쇼핑백과 같은 단가로 주문하실 수 있으며, 샘플은 영업 담당자에게 요청해주세요.',
    startDate: day(-10),
    endDate: day(50),
  },
  {
    title: '인쇄 데이터 접수 기준 변경 (PDF/X-1a 권장)',
    comment:
      '색상 차이를 줄이기 위해 인쇄 데이터는 PDF/X-1a 형식으로 보내주시기 바랍니다.\n도련 3mm, CMYK, 해상도 300dpi 이상을 지켜주세요.',
    startDate: day(-30),
    endDate: day(60),
  },
  {
    title: '전단지 대량 주문 조기 접수 안내',
    comment: '행사철 전단지 대량 주문은 물량이 몰리므로 납기 2주 전까지 접수해주세요.',
    startDate: day(14),
    endDate: day(45),
  },
  {
    title: '하계 휴무 출고 일정 안내',
    comment: '하계 휴무 기간의 출고 일정 안내입니다. (게시 종료)',
    startDate: day(-120),
    endDate: day(-90),
  },
  {
    title: '전산 점검 안내 (임시 저장)',
    comment: '주문 시스템 점검 일정은 확정 후 다시 안내드리겠습니다.',
    startDate: day(0),
    endDate: day(7),
    isUsed: false,
  },
];

const SCHEDULES = [
  {
    name: '오프셋 인쇄기 정기 점검',
    remark: '2호기 롤러 교체 및 잉크 라인 청소. 점검 중 2호기 작업 배정 금지.',
    start: 0,
    end: 1,
  },
  { name: '한빛출판 브로슈어 납기', remark: '한빛출판 브로슈어 3,000부 출고 마감.', start: 3, end: 3 },
  { name: '용지 입고 (아트지 150g)', remark: '매입처 대성제지 아트지 150g 40연 입고 예정.', start: -2, end: -2 },
  { name: '서울카페 쇼핑백 생산', remark: '서울카페 크라프트 쇼핑백 5,000장 생산 기간.', start: 5, end: 9 },
  { name: '분기 품질 회의', remark: '불량률 점검 및 개선 과제 공유. 각 팀장 참석.', start: 7, end: 7 },
  { name: '그린마트 전단지 인쇄', remark: '그린마트 주간 전단지 20,000부 인쇄 및 재단.', start: -5, end: -3 },
];

/** Board notices (active, upcoming, expired, switched off) and this month's production schedule. */
export async function seedDemoNoticesAndSchedules(tx: Db) {
  await tx.insert(notice).values(NOTICES);
  await tx
    .insert(schedule)
    .values(SCHEDULES.map(({ start, end, ...s }) => ({ ...s, startDate: day(start), endDate: day(end) })));
}
