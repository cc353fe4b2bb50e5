import { describe, expect, it } from 'vitest';
import { particleFor, withParticle } from './particles';

describe('withParticle', () => {
  it('chooses by the last syllable’s final consonant', () => {
    expect(withParticle('인쇄팀', '가')).toBe('인쇄팀이');
    expect(withParticle('후가공', '이')).toBe('후가공이');
    expect(withParticle('용지', '이')).toBe('용지가');
    expect(withParticle('용지', '을')).toBe('용지를');
    expect(withParticle('재고', '를')).toBe('재고를');
    expect(withParticle('품목', '를')).toBe('품목을');
    expect(withParticle('주문', '는')).toBe('주문은');
    expect(withParticle('거래처', '은')).toBe('거래처는');
    expect(withParticle('도수', '과')).toBe('도수와');
    expect(withParticle('절수', '와')).toBe('절수와');
    expect(withParticle('용지명', '와')).toBe('용지명과');
  });

  it('takes 로 after a vowel or ㄹ and 으로 after any other final consonant', () => {
    expect(withParticle('후가공팀', '으로')).toBe('후가공팀으로');
    expect(withParticle('제본', '로')).toBe('제본으로');
    expect(withParticle('인쇄부', '으로')).toBe('인쇄부로');
    expect(withParticle('출고실', '으로')).toBe('출고실로');
    expect(particleFor('창고 2층', '로')).toBe('으로');
  });

  it('reads digits as Korean numbers', () => {
    expect(withParticle('주문 P2611-0001', '이')).toBe('주문 P2611-0001이'); // 일
    expect(withParticle('주문 P2611-0002', '이')).toBe('주문 P2611-0002가'); // 이
    expect(withParticle('3', '을')).toBe('3을'); // 삼
    expect(withParticle('4', '을')).toBe('4를'); // 사
    expect(withParticle('7', '으로')).toBe('7로'); // 칠
    expect(withParticle('6', '으로')).toBe('6으로'); // 육
    expect(withParticle('0', '이')).toBe('0이'); // 영
    expect(withParticle('10', '가')).toBe('10이'); // 십
    expect(withParticle('100', '를')).toBe('100을'); // 백
    expect(withParticle('2000', '로')).toBe('2000으로'); // 천
    expect(withParticle('30000', '가')).toBe('30000이'); // 만
    expect(withParticle('1000000000000', '가')).toBe('1000000000000가'); // 조
  });

  it('reads Latin letters by their Korean names', () => {
    expect(withParticle('PDF', '를')).toBe('PDF를'); // 에프
    expect(withParticle('HTML', '로')).toBe('HTML로'); // 엘
    expect(withParticle('CMYK', '이')).toBe('CMYK가'); // 케이
    expect(withParticle('ROM', '을')).toBe('ROM을'); // 엠
    expect(withParticle('W-3', '이')).toBe('W-3이'); // 삼
  });

  it('skips quotes, brackets and spaces after the word', () => {
    expect(withParticle("'알림 시험 전단'", '이')).toBe("'알림 시험 전단'이");
    expect(withParticle("'리플렛'", '가')).toBe("'리플렛'이");
    expect(withParticle('{price}', '을')).toBe('{price}를'); // 이
    expect(withParticle('옵셋 ', '를')).toBe('옵셋 을');
  });

  it('falls back to the form after a vowel when nothing can be read', () => {
    expect(withParticle('', '이')).toBe('가');
    expect(withParticle('…', '으로')).toBe('…로');
  });
});
