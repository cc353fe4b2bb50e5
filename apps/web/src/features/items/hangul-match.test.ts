import { describe, expect, it } from 'vitest';
import { compileQuery, hangulMatches, matchIndex, searchChars } from './hangul-match';

const finds = (query: string, text: string) => expect(hangulMatches(query, text), `${query} in ${text}`).toBe(true);
const misses = (query: string, text: string) => expect(hangulMatches(query, text), `${query} in ${text}`).toBe(false);

describe('hangul type-ahead matching', () => {
  it('matches lone consonants against the initials of syllables (초성 search)', () => {
    finds('ㅇㅌㅈ', '아트지 150g 4×6전지');
    finds('ㅌㅈ', '아트지');
    finds('ㅅㄴㅇㅈ', '스노우지 100g');
    misses('ㅇㅌㅈ', '모조지 80g');
    misses('ㅈㅌㅇ', '아트지');
  });

  it('matches full syllables exactly and mixed input by syllable and initial', () => {
    finds('아트지', '아트지 150g');
    finds('아ㅌ', '아트지');
    finds('아ㅌㅈ', '아트지');
    finds('ㅇ트', '아트지');
    finds('ㅇ트ㅈ', '아트지');
    // A syllable that is not the last typed one must be exact: 앝 is not 아.
    misses('앝지', '아트지');
    misses('어ㅌ', '아트지');
    misses('트아', '아트지');
  });

  it('keeps matching while the last syllable is still composing in the IME', () => {
    // Typing 아트지 shows 앝 (ㅌ as a final) and 아틎 before the vowel arrives.
    finds('앝', '아트지');
    finds('아틎', '아트지');
    // Typing 실크 shows 시 before the ㄹ.
    finds('시', '실크 코팅 필름');
    // Typing 닭 passes through 달; and 닭 may become 달 + 기.
    finds('달', '닭');
    finds('닭', '달기');
    // Typing 가까 passes through 갂 (ㄲ as a final).
    finds('갂', '가까이');
    misses('앝', '아지');
    misses('앟', '아트지');
  });

  it('tells double consonants ㄲ ㄸ ㅃ ㅆ ㅉ from the plain ones', () => {
    finds('ㄲ', '끈 손잡이');
    finds('ㄸㅈ', '띠지');
    finds('ㅃ', '빨강 별색');
    finds('ㅆ', '쌍 손잡이');
    finds('ㅉ', '짝 맞춤');
    misses('ㄱ', '끈');
    misses('ㄲ', '가방');
    misses('ㄷ', '띠지');
    misses('ㅂ', '빨강');
    misses('ㅅ', '쌍');
    misses('ㅈ', '짝');
  });

  it('reads a consonant cluster the IME made of two typed initials as both (ㄱ then ㅅ can show as ㄳ)', () => {
    finds('ㄳ', '가스');
    finds('ㅄ', '비스');
    misses('ㄳ', '가나');
  });

  it('ignores spaces on both sides', () => {
    finds('아트지150', '아트지 150g');
    finds('ㅇㅌㅈ 150', '아트지 150g');
    finds('아트 지', '아트지');
    finds('  ', '아트지');
  });

  it('compares Latin letters case-insensitively and digits exactly, as in item codes', () => {
    finds('art150', 'ART150-46');
    finds('Art150-4', 'ART150-46');
    finds('ink-ofs', 'INK-OFS-K');
    misses('art15o', 'ART150-46');
    misses('art151', 'ART150-46');
  });

  it('treats decomposed (NFD) text as the composed syllables it shows', () => {
    finds('아트지'.normalize('NFD'), '아트지');
    finds('ㅇㅌㅈ', '아트지'.normalize('NFD'));
  });

  it('answers where the match starts, for ranking', () => {
    const text = searchChars('옵셋 잉크 먹 1kg');
    expect(matchIndex(compileQuery('ㅇㅋ'), text)).toBe(2);
    expect(matchIndex(compileQuery('옵'), text)).toBe(0);
    expect(matchIndex(compileQuery(''), text)).toBe(0);
    expect(matchIndex(compileQuery('ㅎ'), text)).toBe(-1);
  });
});
