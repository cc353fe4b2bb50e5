import LockOutlined from '@mui/icons-material/LockOutlined';
import { ErrorPage, type ErrorPageLink } from './error-page';

/** Only for a page the account may not read: a refused write is told in place on the screen it came from. */
export function ForbiddenPage(props: ErrorPageLink) {
  return (
    <ErrorPage
      code="403"
      icon={<LockOutlined />}
      message="접근 권한이 없습니다."
      detail="이 계정에는 이 화면을 조회할 권한이 없습니다. 필요하면 관리자에게 메뉴 조회 권한을 요청해주세요."
      {...props}
    />
  );
}
