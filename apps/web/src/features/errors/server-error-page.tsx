import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { ErrorPage, type ErrorPageLink } from './error-page';

export function ServerErrorPage(props: ErrorPageLink) {
  return (
    <ErrorPage
      code="500"
      icon={<ErrorOutlineOutlined />}
      message="오류가 발생했습니다. 잠시 후 다시 시도해주세요."
      {...props}
    />
  );
}
