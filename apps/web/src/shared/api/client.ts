import { CSRF_HEADER, ERRORS, type ErrorResponse, type FieldErrors } from '@scm/contract';

/**
 * The one HTTP client. Cookie session + CSRF header on writes; the loading counter; the spec's error rules (000 §8),
 * corrected: 401 (not signed in) → /login, 403 (not allowed) on a page read → /error_403, on a write → an alert.
 */
let csrfToken = '';
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

type LoadingListener = (inFlight: number) => void;
let inFlight = 0;
const loadingListeners = new Set<LoadingListener>();
export const onLoadingChange = (l: LoadingListener) => {
  loadingListeners.add(l);
  return () => loadingListeners.delete(l);
};
const setInFlight = (n: number) => {
  inFlight = n;
  for (const l of loadingListeners) l(inFlight);
};

/** The alert of a write the account may not make (HTTP 403 FORBIDDEN on POST, PUT, PATCH or DELETE). */
export const FORBIDDEN_WRITE_TEXT =
  '권한이 없습니다. 이 작업은 이 메뉴의 등록·수정·삭제 권한이 있는 계정만 할 수 있습니다. 관리자에게 권한을 요청해주세요.';

/**
 * Hooks the app installs once: how to navigate, alert and show snackbars outside React. Alerts and snackbars get the
 * Korean message; the internal error code is passed apart, for the alert dialog's small detail line only.
 */
export const apiHooks = {
  onUnauthorized: () => {
    if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
  },
  onForbidden: () => window.location.assign('/error_403'),
  alert: (text: string, _code?: string) => window.alert(text),
  snackbarError: (text: string) => console.error(text),
};

/** The words of a failure the server did not word (a proxy's error page, an empty answer): Korean, never 'HTTP 502'. */
export const unwordedFailure = (status: number) => (status >= 500 ? ERRORS.INTERNAL : ERRORS.BAD_REQUEST);

/** A failed call. `fieldErrors` is set for HTTP 400 field validation answers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse | null,
    readonly fieldErrors: FieldErrors | null,
  ) {
    super(
      body?.errorMessage ??
        (fieldErrors ? Object.values(fieldErrors)[0]?.defaultMessage : undefined) ??
        unwordedFailure(status),
    );
  }
}

/**
 * A query's retry rule: a 4xx (deleted, hidden, no such id) will not change by asking again; a network or server
 * failure is asked again, up to `times` times.
 */
export const retryServerErrors =
  (times: number) =>
  (failureCount: number, error: unknown): boolean =>
    !(error instanceof ApiError && error.status < 500) && failureCount < times;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Delete failures force an alert (spec 000 §8). */
  forceAlert?: boolean;
  /** Don't count toward the global loading spinner (background polling). */
  silent?: boolean;
  /** Don't redirect on 401 (the logged-in check itself). */
  allowAnonymous?: boolean;
}

const isErrorResponse = (b: unknown): b is ErrorResponse =>
  typeof b === 'object' && b !== null && 'errorCode' in b && 'errorMessage' in b;

export const buildUrl = (path: string, query?: RequestOptions['query']) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
};

/** The answer's JSON; null for an empty body or one that is not JSON (a proxy's HTML error page). */
const parseBody = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** Calls the API and returns `data` of the { data, message } envelope together with the message. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<{ data: T; message: string }> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  if (!opts.silent) setInFlight(inFlight + 1);
  try {
    const res = await fetch(buildUrl(path, opts.query), { method, headers, body, credentials: 'same-origin' });
    const text = await res.text();
    const json = parseBody(text);
    if (res.ok) return json as { data: T; message: string };
    if (res.status === 401) {
      if (!opts.allowAnonymous) apiHooks.onUnauthorized();
      throw new ApiError(401, isErrorResponse(json) ? json : null, null);
    }
    if (res.status === 403 && isErrorResponse(json) && json.errorCode === 'FORBIDDEN') {
      // A page the user may not read goes to the 403 page; a refused write is told in place, so a form keeps its input.
      if (method === 'GET') apiHooks.onForbidden();
      else apiHooks.alert(FORBIDDEN_WRITE_TEXT);
      throw new ApiError(403, json, null);
    }
    if (isErrorResponse(json)) {
      if (json.isAlert || opts.forceAlert) apiHooks.alert(json.errorMessage, json.errorCode);
      if (json.isSnackbar) apiHooks.snackbarError(json.errorMessage);
      throw new ApiError(res.status, json, null);
    }
    // Anything else is field validation: { field: { isError, defaultMessage } }.
    const fieldErrors = (json ?? {}) as FieldErrors;
    if (opts.forceAlert) apiHooks.alert(Object.values(fieldErrors)[0]?.defaultMessage ?? unwordedFailure(res.status));
    throw new ApiError(res.status, null, fieldErrors);
  } finally {
    if (!opts.silent) setInFlight(inFlight - 1);
  }
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], o?: RequestOptions) =>
    request<T>(path, { ...o, query }).then((r) => r.data),
  post: <T>(path: string, body?: unknown, o?: RequestOptions) => request<T>(path, { ...o, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, o?: RequestOptions) => request<T>(path, { ...o, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, o?: RequestOptions) => request<T>(path, { ...o, method: 'PATCH', body }),
  delete: <T>(path: string, o?: RequestOptions) => request<T>(path, { forceAlert: true, ...o, method: 'DELETE' }),
};
