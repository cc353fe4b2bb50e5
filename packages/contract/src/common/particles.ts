/**
 * Korean particles chosen by the word they follow, so no message prints '이(가)' or '(으)로'.
 * The choice reads the last Hangul syllable, digit or Latin letter (quotes, brackets and spaces after it are skipped);
 * digits and letters count by their Korean reading ('3' 삼, '10' 십, 'M' 엠).
 */

/** Each particle with its form after a final consonant and after a vowel. */
const PAIRS = {
  이: ['이', '가'],
  가: ['이', '가'],
  을: ['을', '를'],
  를: ['을', '를'],
  은: ['은', '는'],
  는: ['은', '는'],
  과: ['과', '와'],
  와: ['과', '와'],
  으로: ['으로', '로'],
  로: ['으로', '로'],
  이나: ['이나', '나'],
  나: ['이나', '나'],
} as const satisfies Record<string, readonly [string, string]>;

export type KoreanParticle = keyof typeof PAIRS;

/** The final consonant of a word's reading: 'none', 'rieul' (ㄹ, which takes 로) or 'other'. */
type Final = 'none' | 'rieul' | 'other';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Index of ㄹ among the 28 final positions (0 = none). */
const RIEUL = 8;

/** Digits by their reading: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINAL: readonly Final[] = [
  'other',
  'rieul',
  'none',
  'other',
  'none',
  'none',
  'other',
  'rieul',
  'rieul',
  'none',
];

/** Latin letters whose name ends in a consonant: 엘, 엠, 엔, 알. */
const LETTER_FINAL: Readonly<Record<string, Final>> = { L: 'rieul', M: 'other', N: 'other', R: 'rieul' };

/** A number ending in zeros is read by its last power of ten: 십, 백, 천, 만, 억 end in a consonant (none is ㄹ), 조 does not, 경 does. */
const finalOfZeros = (zeros: number): Final => (zeros >= 12 && zeros < 16 ? 'none' : 'other');

const finalOfDigits = (digits: string): Final => {
  const last = digits.at(-1) ?? '0';
  if (last !== '0') return DIGIT_FINAL[Number(last)] ?? 'none';
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  if (zeros === digits.length) return DIGIT_FINAL[0] ?? 'other'; // 영
  return finalOfZeros(zeros);
};

const finalOf = (word: string): Final | undefined => {
  const chars = [...word];
  for (let i = chars.length - 1; i >= 0; i--) {
    const ch = chars[i] ?? '';
    const code = ch.codePointAt(0) ?? 0;
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
      const jong = (code - HANGUL_FIRST) % 28;
      if (jong === 0) return 'none';
      return jong === RIEUL ? 'rieul' : 'other';
    }
    if (/[0-9]/.test(ch)) {
      let start = i;
      while (start > 0 && /[0-9]/.test(chars[start - 1] ?? '')) start--;
      return finalOfDigits(chars.slice(start, i + 1).join(''));
    }
    if (/[A-Za-z]/.test(ch)) return LETTER_FINAL[ch.toUpperCase()] ?? 'none';
  }
  return undefined;
};

/** The particle form that follows `word`: particleFor('후가공팀', '로') → '으로', particleFor('인쇄팀', '가') → '이'. */
export const particleFor = (word: string, particle: KoreanParticle): string => {
  const [afterConsonant, afterVowel] = PAIRS[particle];
  const final = finalOf(word);
  if (final === undefined || final === 'none') return afterVowel;
  if (final === 'rieul' && afterVowel === '로') return afterVowel;
  return afterConsonant;
};

/** The word with its particle: withParticle('후가공팀', '으로') → '후가공팀으로', withParticle('주문 P-0002', '이') → '주문 P-0002가'. */
export const withParticle = (word: string, particle: KoreanParticle): string => word + particleFor(word, particle);
