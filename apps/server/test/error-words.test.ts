import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scm/contract';
import { AppError } from '../src/platform/errors';
import { makeApp } from './harness';

// Failures that never reach a module still answer in Korean, with no English from a plugin and no bare code.
const { app } = await makeApp();

describe('failures outside the modules', () => {
  it('words a business error that brought no message of its own in Korean, never by its code', () => {
    expect(new AppError(409, 'SOME_NEW_RULE').toBody()).toEqual({
      errorCode: 'SOME_NEW_RULE',
      errorMessage: '잘못된 요청입니다.',
      isAlert: true,
      isSnackbar: false,
    });
    expect(new AppError(503, 'SOME_OUTAGE').message).toBe(ERRORS.INTERNAL);
    expect(new AppError(404, 'NOT_FOUND').message).toBe(ERRORS.NOT_FOUND);
  });

  it('answers a JSON body over the body limit with a Korean 413 that does not speak of files', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { username: 'x'.repeat(3 * 1024 * 1024), password: 'p' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errorCode: 'BODY_TOO_LARGE',
      errorMessage: '보낸 내용이 너무 큽니다. 내용을 줄여 다시 시도해주세요.',
      isAlert: true,
      isSnackbar: false,
    });
  });

  it('answers the rate limiter’s 429 in Korean, not with the plugin’s English', async () => {
    const signUp = () =>
      app.inject({ method: 'POST', url: '/api/customer/cm/sign-up', payload: {}, remoteAddress: '10.3.1.1' });
    for (let i = 0; i < 20; i++) expect((await signUp()).statusCode).toBe(400);
    const limited = await signUp();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errorCode: 'RATE_LIMITED',
      errorMessage: ERRORS.RATE_LIMITED,
      isAlert: true,
      isSnackbar: false,
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
