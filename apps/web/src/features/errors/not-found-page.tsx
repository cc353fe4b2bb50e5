import SearchOff from '@mui/icons-material/SearchOff';
import { ErrorPage, type ErrorPageLink } from './error-page';

export function NotFoundPage(props: ErrorPageLink) {
  return (
    <ErrorPage
      code="404"
      icon={<SearchOff />}
      message="찾으시는 페이지가 존재하지 않습니다."
      detail="주소가 정확한지 확인해주세요."
      {...props}
    />
  );
}
