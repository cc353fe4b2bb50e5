import LockOutlined from '@mui/icons-material/LockOutlined';
import { ErrorPage, type ErrorPageLink } from './error-page';

export function ForbiddenPage(props: ErrorPageLink) {
  return (
    <ErrorPage
      code="403"
      icon={<LockOutlined />}
      message="접근 권한이 없습니다."
      detail="이 화면을 볼 수 있는 권한이 없는 계정입니다."
      {...props}
    />
  );
}
