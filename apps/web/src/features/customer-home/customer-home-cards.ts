import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export interface CustomerHomeCard {
  title: string;
  description: string;
  path: string;
  icon: typeof SvgIcon;
}

/**
 * The customer home's four cards in display order (spec 002 §2.7); a card shows once its screen is mounted. The
 * notification centre is the header's bell.
 */
export const CUSTOMER_HOME_CARDS: readonly CustomerHomeCard[] = [
  {
    title: '주문 접수',
    description: '새 인쇄 주문을 접수합니다.',
    path: '/co/printing_order/new',
    icon: AddShoppingCart,
  },
  {
    title: '주문 현황',
    description: '주문 진행 상황과 배송을 확인합니다.',
    path: '/co/printing_order',
    icon: LocalShippingOutlined,
  },
  { title: '공지사항', description: '새 소식과 안내를 확인합니다.', path: '/bd/notice', icon: CampaignOutlined },
  {
    title: '마이페이지',
    description: '내 정보와 비밀번호를 관리합니다.',
    path: '/my/mypage',
    icon: AccountCircleOutlined,
  },
];
