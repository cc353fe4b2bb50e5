import { describe, expect, it } from 'vitest';
import { barcodeMessages, readBarcode } from './barcode-code';
import { cameraErrorMessage, cameraMessages } from './camera-errors';

describe('readBarcode', () => {
  it('accepts a code of 3 or more characters, trimmed of what a hand scanner adds', () => {
    expect(readBarcode('ART150-46')).toEqual({ ok: true, code: 'ART150-46' });
    expect(readBarcode('  INK-OFS-K\r\n')).toEqual({ ok: true, code: 'INK-OFS-K' });
    expect(readBarcode('abc')).toEqual({ ok: true, code: 'abc' });
    expect(readBarcode('x'.repeat(255))).toEqual({ ok: true, code: 'x'.repeat(255) });
  });

  it('refuses empty, short, long and Hangul-typed codes with Korean messages', () => {
    expect(readBarcode('   ')).toEqual({ ok: false, message: '바코드를 스캔하거나 입력해주세요.' });
    expect(readBarcode('ab')).toEqual({ ok: false, message: '바코드는 3자 이상이어야 합니다.' });
    expect(readBarcode(' a b ')).toEqual({ ok: true, code: 'a b' });
    expect(readBarcode('x'.repeat(256))).toEqual({ ok: false, message: barcodeMessages.tooLong });
    // 'ART' typed by a scanner while the Korean IME is on.
    expect(readBarcode('ㅁㄱㅆ150')).toEqual({ ok: false, message: barcodeMessages.hangul });
    expect(readBarcode('뮤ㅆ')).toEqual({ ok: false, message: barcodeMessages.hangul });
  });
});

describe('cameraErrorMessage', () => {
  const failure = (name: string) => Object.assign(new Error(name), { name });

  it('explains each getUserMedia failure in Korean', () => {
    expect(cameraErrorMessage(failure('NotAllowedError'))).toBe(cameraMessages.denied);
    expect(cameraErrorMessage(failure('SecurityError'))).toBe(cameraMessages.denied);
    expect(cameraErrorMessage(failure('NotFoundError'))).toBe(cameraMessages.noCamera);
    expect(cameraErrorMessage(failure('OverconstrainedError'))).toBe(cameraMessages.noCamera);
    expect(cameraErrorMessage(failure('NotReadableError'))).toBe(cameraMessages.busy);
    expect(cameraErrorMessage({ name: 'NotAllowedError' })).toBe(cameraMessages.denied);
    expect(cameraErrorMessage(new TypeError('x'))).toBe(cameraMessages.failed);
    expect(cameraErrorMessage(undefined)).toBe(cameraMessages.failed);
  });
});
