import { ApiError } from '../api/client';
import type { Feedback } from '../feedback';

/** Shows an error the HTTP client has not shown already (it shows business errors flagged isAlert/isSnackbar). */
export function reportError(fb: Feedback, error: unknown, fallback = '처리 중 오류가 발생했습니다.'): void {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return;
    if (error.body && (error.body.isAlert || error.body.isSnackbar)) return;
    fb.snackbar('error', error.body?.errorMessage ?? fallback);
    return;
  }
  if (error instanceof TypeError) {
    fb.snackbar('error', '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.');
    return;
  }
  fb.snackbar('error', fallback);
}
