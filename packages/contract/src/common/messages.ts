/** Groups a number's integer digits by three, as ko-KR writes them: '1234567.5' → '1,234,567.5'. */
export const groupDigits = (digits: string) => {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
};

/**
 * A limit as ko-KR writes it ('99,999,999.99'). By hand, not toLocaleString: the schemas build these messages while
 * they load, and a page's first Intl call costs 30–80 ms of main-thread time (ICU loads its data).
 */
export const withCommas = (n: number) => groupDigits(String(n));

/** Validation and UI messages shared by server and web (spec 000 §5, §8). */
export const MSG = {
  required: '필수 입력 항목입니다.',
  max: (n: number) => `${n}자 이내로 입력해주세요.`,
  minChars: (n: number) => `${n}자 이상 입력해주세요.`,
  maxChars: (n: number) => `${n}자 이하로 입력해주세요.`,
  numbersOnly: '숫자만 입력해주세요.',
  integer: '정수로 입력해주세요.',
  min0: '0이상으로 입력해주세요.',
  /** An order's 수량 and 건수: an order of nothing is not an order. */
  amountAtLeastOne: '수량은 1 이상이어야 합니다.',
  numberCasesAtLeastOne: '건수는 1 이상이어야 합니다.',
  atLeast: (n: number) => `${withCommas(n)} 이상 입력해주세요.`,
  atMost: (n: number) => `${withCommas(n)} 이하로 입력해주세요.`,
  invalidEmail: '이메일 형식이 올바르지 않습니다.',
  invalidDate: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.',
  /** A NUL character: PostgreSQL text cannot hold it, and no form can type it. */
  forbiddenCharacter: '사용할 수 없는 문자가 포함되어 있습니다.',
  invalidId: '번호가 올바르지 않습니다.',
  endBeforeStart: '종료일은 시작일보다 빠를 수 없습니다.',
  passwordMismatch: '비밀번호와 비밀번호 확인이 일치하지 않습니다.',
  leaveGuard: '페이지를 나가시겠습니까? 변경사항이 저장되지 않을 수 있습니다.',
  deleteConfirm: '삭제하시겠습니까?',
} as const;

/** Business error codes with their Korean messages; the server answers them as { errorCode, errorMessage, isAlert, isSnackbar }. */
export const ERRORS = {
  UNAUTHORIZED: '로그인이 필요합니다.',
  FORBIDDEN: '접근 권한이 없습니다.',
  LOGIN_FAILED: '아이디 또는 비밀번호가 올바르지 않습니다.',
  LOGIN_RATE_LIMITED: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  CSRF_INVALID: '보안 토큰이 유효하지 않습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
  NOT_FOUND: '요청한 데이터를 찾을 수 없습니다.',
  ROUTE_NOT_FOUND: '요청한 주소를 찾을 수 없습니다.',
  BAD_REQUEST: '잘못된 요청입니다.',
  INVALID_SORT: '정렬할 수 없는 항목입니다.',
  INVALID_SEARCH_FILTER: '검색할 수 없는 항목입니다.',
  INVALID_DATE_FILTER: '기간 검색을 할 수 없는 항목입니다.',
  LIST_TIMEOUT:
    '조회 시간이 너무 오래 걸려 중단했습니다. 기간을 줄이거나 검색어를 더 구체적으로 입력한 뒤 다시 시도해주세요.',
  /** The default limit's words (contract MAX_FILE_BYTES); the server names its own limit where it differs. */
  FILE_TOO_LARGE: '파일은 한 개에 20MB까지 올릴 수 있습니다.',
  BODY_TOO_LARGE: '보낸 내용이 너무 큽니다. 내용을 줄여 다시 시도해주세요.',
  FILE_REQUIRED: '파일을 먼저 선택해주세요.',
  TOO_MANY_FILES: '한 번에 올릴 수 있는 파일 수를 넘었습니다.',
  DEPARTMENT_IN_USE: '소속 직원이 있는 부서는 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.',
  ACCOUNT_DISABLED: '사용할 수 없는 계정입니다.',
  DUPLICATE: '이미 등록된 값입니다.',
  REFERENCE_CONFLICT: '연결된 데이터가 있거나 연결할 데이터가 없어 처리할 수 없습니다.',
  CONCURRENT_UPDATE: '다른 작업과 동시에 처리되어 저장하지 못했습니다. 다시 시도해주세요.',
  INVALID_VALUE: '입력값이 올바르지 않습니다. 사용할 수 없는 문자나 범위를 벗어난 값이 있는지 확인해주세요.',
  INVALID_CHARACTER: '사용할 수 없는 문자가 포함되어 있습니다.',
  GRAPHQL_TOO_COMPLEX: '요청한 조회가 너무 큽니다. 한 번에 조회하는 항목 수를 줄여주세요.',
  GRAPHQL_CONTENT_TYPE: 'GraphQL 요청은 Content-Type: application/json 으로 { query, variables } 를 보내주세요.',
  INTERNAL: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
} as const;
export type ErrorCode = keyof typeof ERRORS;
