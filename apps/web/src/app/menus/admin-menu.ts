import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Engineering from '@mui/icons-material/Engineering';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PrecisionManufacturingOutlined from '@mui/icons-material/PrecisionManufacturingOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { MenuEntry, MenuGroup } from './menu-types';

/** Every admin screen of spec 002 §2.8, grouped as the sidebar shows them; unmounted entries stay hidden. */
export const ADMIN_MENU: readonly MenuGroup[] = [
  {
    label: '주문 관리',
    area: 'ORDER',
    icon: AssignmentOutlined,
    entries: [
      { label: '인쇄 주문', path: '/admin/od/order' },
      { label: '쇼핑백 주문', path: '/admin/od/shopbag_order' },
      { label: '입금 관리', path: '/admin/od/deposit' },
      { label: '입금 대사', path: '/admin/od/bank' },
      { label: '미수금', path: '/admin/od/receivables' },
      { label: '세금계산서', path: '/admin/od/tax-invoices' },
      { label: '원가 분석', path: '/admin/od/job-costing' },
      { label: '단가표', path: '/admin/od/rate' },
      { label: '견적서', path: '/admin/od/quote' },
    ],
  },
  {
    label: '작업 관리',
    area: 'WORK',
    icon: Engineering,
    entries: [
      { label: '작업지시서', path: '/admin/wk/work_order' },
      { label: '발주 관리', path: '/admin/wk/purchase_order' },
      { label: '검수 관리', path: '/admin/wk/inspection' },
      { label: '배송 관리', path: '/admin/wk/delivery' },
      { label: '출고 완료 내역', path: '/admin/wk/delivery_complete_history' },
    ],
  },
  {
    label: '공정 관리',
    area: 'PROCESS',
    icon: Inventory2Outlined,
    entries: [
      { label: '품목 카테고리', path: '/admin/pr/category' },
      { label: '품목 관리', path: '/admin/pr/item' },
      { label: '품목 옵션', path: '/admin/pr/item_option' },
      { label: '재고 관리', path: '/admin/pr/stock' },
      { label: '공정 순서', path: '/admin/pr/process' },
      { label: '입고 내역', path: '/admin/pr/receiving_history' },
      { label: '출고 내역', path: '/admin/pr/releasing_history' },
    ],
  },
  {
    label: '거래처 관리',
    area: 'PARTNER',
    icon: HandshakeOutlined,
    entries: [
      { label: '고객사 관리', path: '/admin/cs/buyer' },
      { label: '매입처 관리', path: '/admin/cs/seller' },
      { label: '입금 내역', path: '/admin/cs/deposit_history' },
      { label: 'SMS 관리', path: '/admin/cs/sms' },
      { label: '공지사항', path: '/admin/cs/notice' },
    ],
  },
  {
    label: '모니터링',
    area: 'MONITORING',
    icon: MonitorHeartOutlined,
    entries: [
      { label: '오늘의 주문', path: '/admin/mn/order' },
      { label: '오늘의 작업', path: '/admin/mn/work' },
      { label: '오늘의 출고', path: '/admin/mn/releasing' },
      { label: '오늘의 검수', path: '/admin/mn/inspection' },
    ],
  },
  {
    label: '설비 연동',
    area: 'FACILITY',
    icon: PrecisionManufacturingOutlined,
    entries: [
      { label: '설비 모니터링', path: '/admin/mc/facility_monitoring' },
      { label: '설비 데이터 제어', path: '/admin/mc/facility_controller' },
      { label: '모니터링 설정', path: '/admin/mc/facility_manager' },
      { label: '설비 접속 정보', path: '/admin/mc/facility_contact' },
    ],
  },
  {
    label: '공통 정보',
    area: 'COMMON',
    icon: SettingsOutlined,
    entries: [
      { label: '부서 관리', path: '/admin/cm/department' },
      { label: '직원 관리', path: '/admin/cm/employee' },
      { label: '권한 그룹', path: '/admin/cm/auth_group/group' },
      { label: '일정 관리', path: '/admin/cm/schedule' },
      { label: '공통 코드', path: '/admin/cm/code' },
      { label: '회사 정보', path: '/admin/cm/basicInfo' },
      { label: '내 정보', path: '/admin/cm/mypage', personal: true },
      { label: '비밀번호 변경', path: '/admin/cm/password_change', personal: true },
    ],
  },
];

/** Sidebar footer shortcuts (spec 002 §2.8: main, notice, order, my page) plus the notification centre. */
export const ADMIN_SHORTCUTS: readonly MenuEntry[] = [
  { label: '메인', path: '/admin/main' },
  { label: '공지', path: '/admin/cs/notice' },
  { label: '주문', path: '/admin/od/order' },
  { label: '내 정보', path: '/admin/cm/mypage', personal: true },
  { label: '알림', path: '/admin/notification' },
];

export const ADMIN_PROFILE_PATH = '/admin/cm/mypage';
export const ADMIN_NOTIFICATION_PATH = '/admin/notification';
