import { BARCODE_MIN_LENGTH, itemMessages } from '@scm/contract';

export const BARCODE_MAX_LENGTH = 255;

export const barcodeMessages = {
  empty: '바코드를 스캔하거나 입력해주세요.',
  tooShort: itemMessages.barcodeTooShort,
  tooLong: `바코드는 ${BARCODE_MAX_LENGTH}자 이하여야 합니다.`,
  // A hand scanner types like a keyboard: with the Korean IME on, a code's letters arrive as Hangul.
  hangul: '한글이 입력되었습니다. 한/영 키로 영문 입력 상태로 바꾼 뒤 다시 스캔해주세요.',
};

export type BarcodeReading = { ok: true; code: string } | { ok: false; message: string };

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/** Checks what a camera read or a hand scanner typed (it may end with Enter, Tab or spaces). */
export function readBarcode(raw: string): BarcodeReading {
  const code = raw.trim();
  if (code === '') return { ok: false, message: barcodeMessages.empty };
  if (HANGUL.test(code)) return { ok: false, message: barcodeMessages.hangul };
  if (code.length < BARCODE_MIN_LENGTH) return { ok: false, message: barcodeMessages.tooShort };
  if (code.length > BARCODE_MAX_LENGTH) return { ok: false, message: barcodeMessages.tooLong };
  return { ok: true, code };
}
