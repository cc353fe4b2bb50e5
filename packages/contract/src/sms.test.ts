import { describe, expect, it } from 'vitest';
import {
  expandSmsTemplate,
  isSmsCharacter,
  LMS_MAX_BYTES,
  SMS_MAX_BYTES,
  SmsContentSchema,
  smsBytes,
  smsKindOf,
  SmsTemplatesUpdateSchema,
  unsupportedSmsCharacters,
} from './sms.js';

describe('SMS byte counting (CP949: ASCII 1, everything else 2)', () => {
  it('counts Hangul, ASCII and mixed text', () => {
    expect(smsBytes('안녕하세요')).toBe(10);
    expect(smsBytes('Hello')).toBe(5);
    expect(smsBytes('주문 A-12 완료!')).toBe(2 * 4 + 1 + 4 + 1 + 1);
    expect(smsBytes('')).toBe(0);
    expect(smsBytes('줄\n바꿈')).toBe(7);
  });

  it('puts exactly 90 bytes in an SMS and 91 in an LMS', () => {
    const ninety = '가'.repeat(45);
    expect(smsBytes(ninety)).toBe(90);
    expect(smsKindOf(smsBytes(ninety))).toBe('SMS');
    expect(smsKindOf(smsBytes(`${ninety}a`))).toBe('LMS');
    expect(SMS_MAX_BYTES).toBe(90);
  });

  it('takes exactly 2,000 bytes and refuses 2,001', () => {
    const twoThousand = '가'.repeat(1000);
    expect(smsKindOf(smsBytes(twoThousand))).toBe('LMS');
    expect(SmsContentSchema.safeParse(twoThousand).success).toBe(true);
    const over = SmsContentSchema.safeParse(`${twoThousand}a`);
    expect(smsKindOf(2001)).toBeNull();
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toContain(`${LMS_MAX_BYTES.toLocaleString('ko-KR')}바이트를 넘어`);
  });
});

describe('characters a Korean phone can receive', () => {
  it('refuses emoji and names them once each', () => {
    expect(unsupportedSmsCharacters('입금 완료 😀👍 😀')).toEqual(['😀', '👍']);
    const parsed = SmsContentSchema.safeParse('감사합니다 😀');
    expect(parsed.error?.issues[0]?.message).toBe('보낼 수 없는 문자가 있습니다: 😀');
  });

  it('accepts every Hangul syllable, jamo, common symbols and KS X 1001 Hanja', () => {
    expect(unsupportedSmsCharacters('똠방각하 ㄱㅏ ※★☆○●◎◇◆□■△▲→←↑↓《》「」【】℃㈜№㎡♥☎ 漢字 印刷')).toEqual([]);
    expect(isSmsCharacter('\uD7A3')).toBe(true);
  });

  it('refuses accented Latin letters and Hanja outside KS X 1001', () => {
    expect(unsupportedSmsCharacters('café 𠀀 丂')).toEqual(['é', '𠀀', '丂']);
  });

  it('agrees with the euc-kr decoder on every code point of the BMP', () => {
    const decoder = new TextDecoder('euc-kr', { fatal: true });
    const carried = new Set<number>();
    for (let lead = 0xa1; lead <= 0xfe; lead++)
      for (let trail = 0xa1; trail <= 0xfe; trail++) {
        try {
          carried.add(decoder.decode(new Uint8Array([lead, trail])).codePointAt(0)!);
        } catch {
          // an empty cell of KS X 1001
        }
      }
    const wrong: string[] = [];
    for (let code = 0x80; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const expected = carried.has(code) || (code >= 0xac00 && code <= 0xd7a3);
      if (isSmsCharacter(String.fromCodePoint(code)) !== expected) wrong.push(code.toString(16));
    }
    expect(wrong).toEqual([]);
  });
});

describe('templates', () => {
  it('fills placeholders with the real values, which then count', () => {
    const text = expandSmsTemplate('DEPOSIT_COMPLETE', '{customer}님 {productName} {price}원', {
      customer: '홍길동',
      productName: '전단지 A4',
      price: 1234567,
    });
    expect(text).toBe('홍길동님 전단지 A4 1,234,567원');
    expect(smsBytes(text)).toBe(8 + 1 + 9 + 1 + 11);
  });

  it('leaves {price} as typed on the work-complete template', () => {
    expect(
      expandSmsTemplate('ORDER_COMPLETE', '{customer} {price}', { customer: '김', productName: 'x', price: 5 }),
    ).toBe('김 {price}');
  });

  it('saves both templates at once and refuses an empty content', () => {
    const ok = SmsTemplatesUpdateSchema.safeParse({
      templates: [
        { type: 'DEPOSIT_COMPLETE', enabled: true, content: '입금 확인' },
        { type: 'ORDER_COMPLETE', enabled: false, content: '작업 완료' },
      ],
    });
    expect(ok.success).toBe(true);
    const empty = SmsTemplatesUpdateSchema.safeParse({
      templates: [
        { type: 'DEPOSIT_COMPLETE', enabled: true, content: '  ' },
        { type: 'DEPOSIT_COMPLETE', enabled: false, content: '작업 완료' },
      ],
    });
    const messages = empty.error?.issues.map((i) => i.message);
    expect(messages).toContain('메시지 내용을 입력해주세요.');
    expect(messages).toContain('입금 완료와 작업 완료 문구를 한 번씩 보내주세요.');
  });
});
