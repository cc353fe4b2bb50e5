/** Why the camera cannot scan, in words for the person holding the label. The typed path keeps working. */
export const cameraMessages = {
  insecure:
    '이 주소에서는 브라우저가 카메라를 허용하지 않습니다(HTTPS 또는 localhost 필요). 바코드 스캐너나 키보드로 입력해주세요.',
  denied: '카메라 사용 권한이 없습니다. 브라우저 설정에서 카메라를 허용하거나, 바코드 스캐너나 키보드로 입력해주세요.',
  noCamera: '사용할 수 있는 카메라가 없습니다. 바코드 스캐너나 키보드로 입력해주세요.',
  busy: '카메라를 다른 프로그램이 사용하고 있습니다. 그 프로그램을 닫거나 바코드 스캐너나 키보드로 입력해주세요.',
  detectorFailed: '바코드 인식 기능을 불러오지 못했습니다. 바코드 스캐너나 키보드로 입력해주세요.',
  failed: '카메라를 시작하지 못했습니다. 바코드 스캐너나 키보드로 입력해주세요.',
};

/** Maps a getUserMedia failure (a DOMException by name) to its Korean explanation. */
export function cameraErrorMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return cameraMessages.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return cameraMessages.noCamera;
    case 'NotReadableError':
    case 'AbortError':
      return cameraMessages.busy;
    default:
      return cameraMessages.failed;
  }
}
