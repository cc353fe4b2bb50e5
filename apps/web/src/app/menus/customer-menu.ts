import ForumOutlined from '@mui/icons-material/ForumOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { MenuEntry, MenuGroup } from './menu-types';

/** The customer menu's three groups (spec 002 §2.8); unmounted entries stay hidden. */
export const CUSTOMER_MENU: readonly MenuGroup[] = [
  {
    label: '주문',
    icon: ShoppingCartOutlined,
    entries: [
      { label: '주문 접수', path: '/co/printing_order/new' },
      { label: '주문 현황', path: '/co/printing_order' },
      { label: '쇼핑백 작업 현황', path: '/co/my_shopbag_work_order' },
      { label: '견적 요청', path: '/co/quote/new' },
      { label: '내 견적', path: '/co/quote' },
    ],
  },
  {
    label: '게시판',
    icon: ForumOutlined,
    entries: [{ label: '공지사항', path: '/bd/notice' }],
  },
  {
    label: '마이페이지',
    icon: AccountCircleOutlined,
    entries: [
      { label: '내 정보', path: '/my/mypage' },
      { label: '비밀번호 변경', path: '/my/password_change' },
      { label: '알림', path: '/my/notification' },
    ],
  },
];

export const CUSTOMER_SHORTCUTS: readonly MenuEntry[] = [
  { label: '홈', path: '/customer/main' },
  { label: '주문', path: '/co/printing_order' },
  { label: '공지', path: '/bd/notice' },
  { label: '내 정보', path: '/my/mypage' },
  { label: '알림', path: '/my/notification' },
];

export const CUSTOMER_PROFILE_PATH = '/my/mypage';
export const CUSTOMER_NOTIFICATION_PATH = '/my/notification';
