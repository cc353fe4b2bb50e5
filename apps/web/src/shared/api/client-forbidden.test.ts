import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FORBIDDEN_WRITE_TEXT, apiHooks, request } from './client';

const forbidden = () =>
  new Response(JSON.stringify({ errorCode: 'FORBIDDEN', errorMessage: '접근 권한이 없습니다.', isAlert: false }), {
    status: 403,
    headers: { 'content-type': 'application/json' },
  });

describe('a 403 FORBIDDEN answer', () => {
  const saved = { ...apiHooks };
  let onForbidden: ReturnType<typeof vi.fn<() => void>>;
  let alert: ReturnType<typeof vi.fn<(text: string) => void>>;

  beforeEach(() => {
    onForbidden = vi.fn<() => void>();
    alert = vi.fn<(text: string) => void>();
    apiHooks.onForbidden = onForbidden;
    apiHooks.alert = alert;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => forbidden()),
    );
  });
  afterEach(() => {
    Object.assign(apiHooks, saved);
    vi.unstubAllGlobals();
  });

  it('on a page read (GET) goes to the 403 page', async () => {
    await expect(request('/api/admin/pr/item')).rejects.toBeInstanceOf(ApiError);
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'on a write (%s) alerts in place and throws, so the form keeps its input',
    async (method) => {
      const error = await request('/api/admin/pr/item', { method, body: { name: '아트지' } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
      expect(onForbidden).not.toHaveBeenCalled();
      expect(alert).toHaveBeenCalledTimes(1);
      expect(alert).toHaveBeenCalledWith(FORBIDDEN_WRITE_TEXT);
      expect(FORBIDDEN_WRITE_TEXT).toMatch(/^권한이 없습니다\. 이 작업은 /);
    },
  );
});
