import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiHooks, request, retryServerErrors } from './client';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('API client error display', () => {
  const alert = vi.fn();
  const snackbarError = vi.fn();
  const saved = { alert: apiHooks.alert, snackbarError: apiHooks.snackbarError };

  beforeEach(() => {
    apiHooks.alert = alert;
    apiHooks.snackbarError = snackbarError;
  });
  afterEach(() => {
    Object.assign(apiHooks, saved);
    vi.unstubAllGlobals();
    alert.mockReset();
    snackbarError.mockReset();
  });

  it('alerts the Korean message, with the internal code passed apart as a detail', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        errorCode: 'CANNOT_DELETE_SELF',
        errorMessage: '자기 자신은 삭제할 수 없습니다.',
        isAlert: true,
        isSnackbar: false,
      }),
    );
    await expect(request('/api/x', { method: 'DELETE', forceAlert: true })).rejects.toBeInstanceOf(ApiError);
    expect(alert).toHaveBeenCalledOnce();
    expect(alert).toHaveBeenCalledWith('자기 자신은 삭제할 수 없습니다.', 'CANNOT_DELETE_SELF');
    expect(snackbarError).not.toHaveBeenCalled();
  });

  it('shows only the Korean message in an error snackbar', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, {
        errorCode: 'NOT_FOUND',
        errorMessage: '품목을 찾을 수 없습니다.',
        isAlert: false,
        isSnackbar: true,
      }),
    );
    await expect(request('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(snackbarError).toHaveBeenCalledWith('품목을 찾을 수 없습니다.');
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('a failure the server did not word', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a proxy’s HTML error page as a Korean failure, never "HTTP 502" or a JSON parse error', async () => {
    const alert = vi.spyOn(apiHooks, 'alert').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    const failure = await request('/api/x', { method: 'DELETE', forceAlert: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
    expect(alert).toHaveBeenCalledWith('오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
    alert.mockRestore();
  });

  it('words an empty 4xx answer as a bad request in Korean', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 400 })),
    );
    await expect(request('/api/x')).rejects.toThrow('잘못된 요청입니다.');
  });
});

describe('retryServerErrors', () => {
  const notFound = new ApiError(404, null, null);
  const serverError = new ApiError(503, null, null);

  it('never asks again after a 4xx: the record is gone or hidden, and will stay so', () => {
    expect(retryServerErrors(2)(0, notFound)).toBe(false);
  });

  it('asks again after a server or network failure, up to the given number of times', () => {
    const twice = retryServerErrors(2);
    expect([0, 1, 2].map((count) => twice(count, serverError))).toEqual([true, true, false]);
    expect([0, 1].map((count) => retryServerErrors(1)(count, new TypeError('Failed to fetch')))).toEqual([true, false]);
  });
});
